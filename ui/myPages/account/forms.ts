import { z } from 'zod';
import { customer } from '../../../api/contract/customer';
import { formErrorMessage } from '../../../api/validators/messages';
import { requiredText } from '../../../machines/booking/wizard/wizard.forms';
import { KEY_HANDLINGS } from '../../../machines/myPages/securityInstructions/securityInstructions.rules';

/** The account page's forms, each on its call's schema in the contract; their code comes with the forms (`lazyForms.ts`). */

const choiceRequired = formErrorMessage('choiceRequired');

/** A new email (`changeEmail`). */
const emailFormSchema = z.object({ value: requiredText(customer.changeEmail.body.shape.email) });

/** A new mobile number (`changePhone`), written back as `+46 70 123 45 67`. */
export const phoneFormSchema = z.object({ phone: requiredText(customer.changePhone.body.shape.phone) });

/** The code from the text message (`verifyContact`): six characters (`wrongCodeFormat`). */
export const codeFormSchema = z.object({ code: customer.verifyContact.body.shape.code });

/** Instructions for the staff at an address (`setAddressInstructions`): may be empty, at most 1000 characters. */
const instructionsFormSchema = z.object({ value: customer.setAddressInstructions.body.shape.text });

/** A one-field form's values (`EditFieldRow`): the value as typed. */
export type EditFieldValues = { value: string };

/** The values edited in place, each by the name a row gives (so a row's page need not load the schemas). */
export const editFieldSchemas = { email: emailFormSchema, instructions: instructionsFormSchema } satisfies Record<string, z.ZodType<EditFieldValues, EditFieldValues>>;
export type EditFieldFormName = keyof typeof editFieldSchemas;

const security = customer.updateSecurityInstructions.body.shape;
const keyHandling = z.enum(KEY_HANDLINGS as [string, ...string[]]);

/** Security instructions (`updateSecurityInstructions`): a level and a key handling must be chosen. */
export const securityFormSchema = z.object({
  protectionLevel: z.string().min(1, choiceRequired).pipe(z.string().max(100)),
  keyHandling: z.string().min(1, choiceRequired).pipe(keyHandling),
  instructions: security.instructions.unwrap(),
});
