import type { Address } from '../../api/contract/common';
import { ApiRequestError, BadRequestError } from '../../api/errors';
import type { PersonalInformation } from '../../machines/myPages/myPages.resources';
import type { LoadedSecurity, SecurityInstructions } from '../../machines/myPages/securityInstructions/securityInstructions.types';
import { badRequest, conflict, notFound, unauthorized, unavailable } from './myPages.support';

/** What the account page's charts are given and answered: Oskar's personal information, addresses, security instructions. */

export const OLD_PHONE = '+46 70 111 22 33';
export const NEW_PHONE = '+46 70 123 45 67';

export const PERSONAL_INFORMATION: PersonalInformation = {
  firstName: 'Oskar',
  lastName: 'Lind',
  ssn: '19811218-9876',
  email: 'oskar@example.se',
  phone: OLD_PHONE,
};

/** What a verified code answers: the same person with the new number. */
export const VERIFIED: PersonalInformation = { ...PERSONAL_INFORMATION, phone: NEW_PHONE };

/** `changePhone`'s answer when a code was sent. */
export const CODE_SENT = { verificationRequired: true };

/** A refusal of the code on `body.code`, as the server sends it (with the tries left when it says). */
export function codeRefused(message: string, attemptsLeft?: number): BadRequestError {
  const errors = [{ field: 'body.code', message }];
  return new BadRequestError(errors, { status: 400, data: attemptsLeft === undefined ? errors : { errors, attemptsLeft } });
}

/** 429: too many codes sent this hour. */
export const tooManyCodes = () => new ApiRequestError({ status: 429, data: { message: 'tooManyRequests' } });

/** What the phone chart is offered, at machine level and in the view. */
export const PHONE_EVENTS = [
  { type: 'phone.submitted', phone: NEW_PHONE },
  { type: 'code.submitted', code: '123456' },
  { type: 'xstate.done.actor.sendCode', output: CODE_SENT },
  { type: 'xstate.done.actor.sendCode', output: { verificationRequired: false } },
  { type: 'xstate.error.actor.sendCode', error: unavailable() },
  { type: 'xstate.error.actor.sendCode', error: unauthorized() },
  { type: 'xstate.error.actor.sendCode', error: tooManyCodes() },
  { type: 'xstate.error.actor.sendCode', error: badRequest('body.phone', 'common.formErrors.tel') },
  { type: 'xstate.done.actor.resendCode', output: CODE_SENT },
  { type: 'xstate.error.actor.resendCode', error: unavailable() },
  { type: 'xstate.error.actor.resendCode', error: unauthorized() },
  { type: 'xstate.error.actor.resendCode', error: tooManyCodes() },
  { type: 'xstate.done.actor.verifyCode', output: VERIFIED },
  { type: 'xstate.error.actor.verifyCode', error: codeRefused('common.formErrors.wrongCode', 2) },
  { type: 'xstate.error.actor.verifyCode', error: codeRefused('common.formErrors.wrongCodeFormat') },
  { type: 'xstate.error.actor.verifyCode', error: codeRefused('common.formErrors.codeExpired') },
  { type: 'xstate.error.actor.verifyCode', error: codeRefused('common.formErrors.tooManyAttempts') },
  { type: 'xstate.error.actor.verifyCode', error: codeRefused('common.formErrors.noPendingChange') },
  { type: 'xstate.error.actor.verifyCode', error: unavailable() },
  { type: 'xstate.error.actor.verifyCode', error: unauthorized() },
];

export const NEW_EMAIL = 'oskar.lind@example.se';

/** What the edit-field chart is offered (the email): a new value, saved, refused, failed, or the session gone. */
export const EDIT_FIELD_EVENTS = [
  { type: 'field.submitted', value: NEW_EMAIL },
  { type: 'xstate.done.actor.save', output: NEW_EMAIL },
  { type: 'xstate.error.actor.save', error: badRequest('body.email', 'common.formErrors.email') },
  { type: 'xstate.error.actor.save', error: unavailable() },
  { type: 'xstate.error.actor.save', error: unauthorized() },
];

export const PRIMARY_ADDRESS: Address = { id: 'ad-1', street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm', primary: true, instructions: 'Door code 1234' };
export const SUMMER_HOUSE: Address = { id: 'ad-2', street: 'Sjövägen 4', zipCode: '76190', city: 'Norrtälje', primary: false };

/** What the removal chart is offered: removed, gone already, kept (in use, primary), failed, session gone. */
export const REMOVE_EVENTS = [
  { type: 'xstate.done.actor.removeAddress', output: undefined },
  { type: 'xstate.error.actor.removeAddress', error: notFound() },
  { type: 'xstate.error.actor.removeAddress', error: conflict('myPages.addresses.inUse') },
  { type: 'xstate.error.actor.removeAddress', error: conflict('myPages.addresses.primary') },
  { type: 'xstate.error.actor.removeAddress', error: unavailable() },
  { type: 'xstate.error.actor.removeAddress', error: unauthorized() },
];

/** The server's levels (`server/domain/account/securityInstructions.ts`), in English. */
export const LEVELS = [
  { id: 'standard', label: 'Standard', description: 'Ordinary locks and no alarm. The staff lock up after them as you have described.' },
  { id: 'alarm', label: 'Alarm', description: 'The home has an alarm the staff turn off when they arrive and on when they leave.' },
];

const stored = (overrides: Partial<SecurityInstructions>): SecurityInstructions => ({
  addressId: SUMMER_HOUSE.id,
  protectionLevel: null,
  instructions: '',
  keyHandling: null,
  confirmedAt: null,
  ...overrides,
});

/** Nothing given yet; given and not confirmed; confirmed. */
const NOT_SET: LoadedSecurity = { instructions: stored({}), levels: LEVELS };
export const UNCONFIRMED: LoadedSecurity = {
  instructions: stored({ protectionLevel: 'standard', keyHandling: 'keyInBox', instructions: 'Key box left of the door, code 4321.' }),
  levels: LEVELS,
};
export const CONFIRMED: LoadedSecurity = { instructions: { ...UNCONFIRMED.instructions, confirmedAt: '2026-03-02T09:15:00.000Z' }, levels: LEVELS };

/** What the customer saves, and the server's answers: saved (unconfirmed) and confirmed. */
export const SECURITY_CHANGES = { protectionLevel: 'alarm', keyHandling: 'keyAtOffice', instructions: 'Alarm code is given by phone.' } as const;
export const SAVED: SecurityInstructions = { ...stored(SECURITY_CHANGES), confirmedAt: null };
export const CONFIRMED_SAVED: SecurityInstructions = { ...SAVED, confirmedAt: '2026-03-05T10:00:00.000Z' };

export const SECURITY_EVENTS = [
  { type: 'security.submitted', changes: SECURITY_CHANGES },
  { type: 'xstate.done.actor.loadSecurity', output: NOT_SET },
  { type: 'xstate.done.actor.loadSecurity', output: UNCONFIRMED },
  { type: 'xstate.done.actor.loadSecurity', output: CONFIRMED },
  { type: 'xstate.error.actor.loadSecurity', error: unavailable() },
  { type: 'xstate.error.actor.loadSecurity', error: unauthorized() },
  { type: 'xstate.done.actor.saveSecurity', output: SAVED },
  { type: 'xstate.error.actor.saveSecurity', error: badRequest('body.protectionLevel', 'myPages.addresses.unknownProtectionLevel') },
  { type: 'xstate.error.actor.saveSecurity', error: unavailable() },
  { type: 'xstate.error.actor.saveSecurity', error: unauthorized() },
  { type: 'xstate.done.actor.confirmSecurity', output: CONFIRMED_SAVED },
  { type: 'xstate.error.actor.confirmSecurity', error: unavailable() },
  { type: 'xstate.error.actor.confirmSecurity', error: unauthorized() },
];
