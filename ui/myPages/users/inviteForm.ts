import { z } from 'zod';
import { customer } from '../../../api/contract/customer';
import type { Path } from 'react-hook-form';
import type { InviteFormField } from '../../../machines/myPages/inviteUser/inviteUser.rules';
import type { InviteRequest } from '../../../machines/myPages/inviteUser/inviteUser.types';
import { optionalPhoneField, personalNumberField } from '../../forms/schemas';
import { fieldsNamed } from '../../forms/serverErrors';
import { requiredText } from '../../../machines/booking/wizard/wizard.forms';

const person = customer.invite.body.shape.form.shape;

/** `customer.invite`'s body as one flat form: name, email, optional phone, role, personal number. */
export const inviteFormSchema = z.object({
  firstName: person.firstName,
  lastName: person.lastName,
  email: requiredText(person.email),
  phone: optionalPhoneField,
  role: person.role,
  ssn: personalNumberField,
});

export type InviteFormValues = z.input<typeof inviteFormSchema>;
export type InviteFormAnswers = z.output<typeof inviteFormSchema>;

export const EMPTY_INVITE: InviteFormValues = { firstName: '', lastName: '', email: '', phone: '', role: 'user', ssn: '' };

/** The invitation the form's answers make: exactly `customer.invite`'s body. */
export function inviteRequestOf(answers: InviteFormAnswers): InviteRequest {
  const { ssn, phone, ...rest } = answers;
  return { form: { ...rest, ...(phone ? { phone } : {}) }, ssn };
}

/** Where a refusal of the invitation's fields shows (the chart names them without `body.`). */
export const inviteFieldOf = fieldsNamed<InviteFormValues>({
  'form.firstName': 'firstName',
  'form.lastName': 'lastName',
  'form.email': 'email',
  'form.phone': 'phone',
  'form.role': 'role',
  ssn: 'ssn',
} satisfies Record<InviteFormField, Path<InviteFormValues>>);
