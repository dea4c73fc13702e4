import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../../api/contract/content.schemas';
import { CODE_LENGTH } from '../../../api/validators/constants';
import { accountContact, setAccountMobilePhone } from '../../store/accountContact';
import { inTransaction } from '../../store/booking';
import {
  codesSentSince,
  deleteVerification,
  insertVerification,
  latestVerification,
  lockVerifications,
  replacePending,
  updateVerification,
} from '../../store/phoneVerifications';
import { OutboxError } from '../outbox';
import { invalidField, Refusal } from '../refusal';
import { personalInformation, type AccountDeps, type PersonalInformation } from './personalInformation';

/**
 * Changing the mobile number: the new number gets a code by SMS and becomes
 * the account's only when the code comes back. Only a salted hash of the
 * code is stored.
 */

/** How long a code works. */
export const PHONE_CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong codes allowed; the one that reaches it voids the pending change. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Codes one account may be sent within `PHONE_CODE_WINDOW_MS`. */
export const PHONE_CODES_PER_WINDOW = 5;
export const PHONE_CODE_WINDOW_MS = 60 * 60_000;

/** Message keys of the refusals, translated by the site. */
const PHONE_VERIFICATION_REFUSALS = {
  wrongCode: 'common.formErrors.wrongCode',
  codeExpired: 'common.formErrors.codeExpired',
  tooManyAttempts: 'common.formErrors.tooManyAttempts',
  noPendingChange: 'common.formErrors.noPendingChange',
  /** 429: `PHONE_CODES_PER_WINDOW` codes were sent within the hour. */
  tooManyCodes: 'myPages.personalInformation.tooManyCodes',
  /** 503: the SMS provider did not take the message; nothing was changed. */
  codeNotSent: 'myPages.personalInformation.codeNotSent',
} as const;

const CODE_FIELD = 'body.code';

const codeText = (code: string, locale: Locale) => {
  const minutes = PHONE_CODE_LIFETIME_MS / 60_000;
  return locale === 'en'
    ? `Your code for changing your mobile number: ${code}. It is valid for ${minutes} minutes.`
    : `Din kod för att byta mobilnummer: ${code}. Den gäller i ${minutes} minuter.`;
};

const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');

function codeMatches(code: string, salt: string, expectedHash: string): boolean {
  const given = Buffer.from(hashCode(code, salt), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Asks to change the account's mobile number: stores the change as pending
 * (replacing any pending one and its code) and sends a new code to the new
 * number, in the caller's language. The number already on the account
 * needs no code: any pending change is dropped and nothing is sent. At most
 * `PHONE_CODES_PER_WINDOW` codes an hour (429). A send that fails leaves no
 * pending change and does not count (503).
 */
export async function changePhone(deps: AccountDeps, customerId: string, phone: string, locale: Locale): Promise<{ verificationRequired: boolean }> {
  const { db, clock, outbox } = deps;
  const code = newCode();
  const stored = await inTransaction(db, async (tx) => {
    await lockVerifications(tx, customerId);
    const account = await accountContact(tx, customerId);
    if (account?.mobilePhone === phone) {
      await replacePending(tx, customerId);
      return undefined;
    }
    const now = clock.now();
    const sent = await codesSentSince(tx, customerId, new Date(now - PHONE_CODE_WINDOW_MS));
    if (sent >= PHONE_CODES_PER_WINDOW) {
      throw new Refusal('tooMany', PHONE_VERIFICATION_REFUSALS.tooManyCodes);
    }
    await replacePending(tx, customerId);
    const salt = randomBytes(16).toString('hex');
    return insertVerification(tx, {
      customerId,
      phone,
      codeHash: hashCode(code, salt),
      codeSalt: salt,
      createdAt: new Date(now),
      expiresAt: new Date(now + PHONE_CODE_LIFETIME_MS),
    });
  });
  if (!stored) return { verificationRequired: false };
  // Sent after the commit: the transaction is not held open while a provider answers.
  try {
    await outbox.send({ channel: 'sms', to: phone, body: codeText(code, locale) });
  } catch (error) {
    if (!(error instanceof OutboxError)) throw error;
    await deleteVerification(db, stored.id);
    throw new Refusal('unavailable', PHONE_VERIFICATION_REFUSALS.codeNotSent);
  }
  return { verificationRequired: true };
}

type Outcome = { ok: true; phone: string } | { ok: false; message: string };

/**
 * Checks a code against the account's pending change. The right code, in
 * time, makes the new number the account's and answers the personal
 * information. Otherwise a 400 on `body.code`: `noPendingChange` (none, or
 * already verified or replaced), `codeExpired`, `wrongCode`, or
 * `tooManyAttempts` once `PHONE_CODE_MAX_ATTEMPTS` wrong codes were tried
 * (the change is then void: a new code must be asked for). Tries are counted
 * one at a time per account, so parallel guesses get no extra tries.
 */
export async function verifyPhone(deps: AccountDeps, customerId: string, code: string): Promise<PersonalInformation> {
  const { db, clock } = deps;
  const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
    await lockVerifications(tx, customerId);
    const pending = await latestVerification(tx, customerId);
    const refuse = (message: string): Outcome => ({ ok: false, message });
    if (!pending || pending.status === 'verified' || pending.status === 'replaced') return refuse(PHONE_VERIFICATION_REFUSALS.noPendingChange);
    if (pending.status === 'void') return refuse(PHONE_VERIFICATION_REFUSALS.tooManyAttempts);
    if (pending.expiresAt.getTime() <= clock.now()) return refuse(PHONE_VERIFICATION_REFUSALS.codeExpired);
    if (!codeMatches(code, pending.codeSalt, pending.codeHash)) {
      const failedAttempts = pending.failedAttempts + 1;
      const spent = failedAttempts >= PHONE_CODE_MAX_ATTEMPTS;
      await updateVerification(tx, pending.id, { failedAttempts, ...(spent ? { status: 'void' as const } : {}) });
      return refuse(spent ? PHONE_VERIFICATION_REFUSALS.tooManyAttempts : PHONE_VERIFICATION_REFUSALS.wrongCode);
    }
    await updateVerification(tx, pending.id, { status: 'verified' });
    await setAccountMobilePhone(tx, customerId, pending.phone);
    return { ok: true, phone: pending.phone };
  });
  // A refusal is answered after the commit, so a counted wrong try stays counted.
  if (!outcome.ok) throw invalidField(CODE_FIELD, outcome.message);
  return personalInformation(deps, customerId);
}
