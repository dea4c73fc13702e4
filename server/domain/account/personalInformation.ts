import type { z } from 'zod';
import type { personalInformationSchema } from '../../../api/contract/customer';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { accountContact, setAccountEmail } from '../../store/accountContact';
import { latestVerification } from '../../store/phoneVerifications';
import type { Outbox } from '../outbox';
import { Refusal } from '../refusal';

/** What the account's personal information and its changes are built from. */
export interface AccountDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
}

export type PersonalInformation = z.input<typeof personalInformationSchema>;

/** The number waiting for its code, while the code still works. */
async function pendingPhoneOf({ db, clock }: AccountDeps, customerId: string): Promise<string | undefined> {
  const latest = await latestVerification(db, customerId);
  return latest?.status === 'pending' && latest.expiresAt.getTime() > clock.now() ? latest.phone : undefined;
}

/**
 * The active account's personal information: names, personal number, e-mail,
 * mobile number and a mobile number waiting for its code. A company account
 * has no personal number (`ssn: null`); its organisation number is in the
 * customer answer's `activeAccount.orgNumber`, and the names are its contact
 * person's.
 */
export async function personalInformation(deps: AccountDeps, customerId: string): Promise<PersonalInformation> {
  const row = await accountContact(deps.db, customerId);
  // The session's account is gone (removed meanwhile): the session is over.
  if (!row) throw new Refusal('unauthorized', 'Session expired or unknown');
  const pendingPhone = await pendingPhoneOf(deps, customerId);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    ssn: row.type === 'private' ? row.ssn : null,
    email: row.email,
    phone: row.mobilePhone,
    ...(pendingPhone ? { pendingPhone } : {}),
  };
}

/**
 * Changes the account's e-mail at once. There is no e-mail provider to send
 * a code through yet, so nothing waits for one (`verificationRequired: false`).
 */
export async function changeEmail(deps: AccountDeps, customerId: string, email: string): Promise<{ verificationRequired: boolean }> {
  await setAccountEmail(deps.db, customerId, email);
  return { verificationRequired: false };
}
