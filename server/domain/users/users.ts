import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { customerUserSchema } from '../../../api/contract/customer';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { customerAccess, customerInvitations, customers, sessions } from '../../db/schema';
import { Refusal } from '../refusal';
import type { AccountSession } from '../session';
import { USERS_REFUSALS, unknownId } from './refusals';

type CustomerRow = typeof customers.$inferSelect;
type AccessRow = typeof customerAccess.$inferSelect;
type CustomerUser = z.input<typeof customerUserSchema>;

export interface UsersDeps {
  db: Db;
  clock: Clock;
}

/**
 * Whether an access row makes its person an owner of the account: a
 * company's representative with role `admin` manages it as a private
 * account's own person manages theirs.
 */
const ownsThrough = (access: Pick<AccessRow, 'role' | 'userRole'>) => access.role === 'representative' && access.userRole === 'admin';

/**
 * An account by id: the one a session acts for (a session whose account is
 * gone is over: 401), or the one an invitation is about (always there: its
 * invitations go with it).
 */
export async function accountOf(db: Db, customerId: string): Promise<CustomerRow> {
  const [account] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!account) throw new Refusal('unauthorized', 'Session expired or unknown');
  return account;
}

/**
 * The session's account, if the session's person is its owner: the person
 * whose own private account it is, or an admin representative of a
 * company. Anyone else acting for it (power of attorney, a user) is
 * refused with 403: they may see its users, not change them.
 */
export async function ownedAccount(db: Db, session: AccountSession): Promise<CustomerRow> {
  const account = await accountOf(db, session.customerId);
  if (account.type === 'private' && account.ssn === session.ssn) return account;
  if (account.type === 'business') {
    const [access] = await db
      .select()
      .from(customerAccess)
      .where(and(eq(customerAccess.customerId, account.id), eq(customerAccess.personSsn, session.ssn)))
      .limit(1);
    if (access && ownsThrough(access)) return account;
  }
  throw new Refusal('forbidden', USERS_REFUSALS.notAccountOwner);
}

const accessOf = (db: Db, customerId: string) =>
  db
    .select()
    .from(customerAccess)
    .where(eq(customerAccess.customerId, customerId))
    .orderBy(asc(customerAccess.createdAt), asc(customerAccess.lastName), asc(customerAccess.firstName), asc(customerAccess.id));

/** Who the contact person is: the chosen person with access, else a private account's own person (a company without one has none). */
const contactIdOf = (account: CustomerRow) => account.contactAccessId ?? (account.type === 'private' ? account.id : null);

/** A private account's own person as its users list names them: the owner, by the account's id. */
function ownerOf(account: CustomerRow): CustomerUser | undefined {
  if (account.type !== 'private') return undefined;
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.mobilePhone,
    role: 'owner',
    isContactPerson: contactIdOf(account) === account.id,
    status: 'active',
  };
}

/**
 * The account's users: its owner, the people who act for it (power of
 * attorney, representatives), then the open invitations (status
 * `invited`, not yet expired), with the contact person marked.
 */
export async function listUsers({ db, clock }: UsersDeps, customerId: string): Promise<{ items: CustomerUser[] }> {
  const account = await accountOf(db, customerId);
  const contactId = contactIdOf(account);
  const owner = ownerOf(account);
  const people: CustomerUser[] = (await accessOf(db, customerId)).map((access) => ({
    id: access.id,
    firstName: access.firstName,
    lastName: access.lastName,
    email: access.email,
    phone: access.phone,
    role: ownsThrough(access) ? 'owner' : access.userRole,
    isContactPerson: access.id === contactId,
    status: 'active',
  }));
  const invited: CustomerUser[] = (await openInvitationsOf(db, customerId, clock.now())).map((invitation) => ({
    id: invitation.id,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    email: invitation.email,
    phone: invitation.phone,
    role: invitation.role,
    isContactPerson: false,
    status: 'invited',
  }));
  return { items: [...(owner ? [owner] : []), ...people, ...invited] };
}

/** Invitations of an account still waiting for their answer, oldest first. */
export function openInvitationsOf(db: Db, customerId: string, now: number) {
  return db
    .select()
    .from(customerInvitations)
    .where(and(eq(customerInvitations.customerId, customerId), eq(customerInvitations.status, 'open'), gt(customerInvitations.expiresAt, new Date(now))))
    .orderBy(asc(customerInvitations.signedAt), asc(customerInvitations.id));
}

/** Who may be the contact person: the owner of a private account and everyone who acts for the account (not those only invited). */
export async function contactOptions({ db }: UsersDeps, customerId: string) {
  const account = await accountOf(db, customerId);
  const owner = ownerOf(account);
  const people = await accessOf(db, customerId);
  return {
    items: [
      ...(owner ? [{ id: owner.id, name: `${owner.firstName} ${owner.lastName}` }] : []),
      ...people.map((access) => ({ id: access.id, name: `${access.firstName} ${access.lastName}`.trim() })),
    ],
  };
}

/** Makes one of `contactOptions` the contact person; only the owner may. */
export async function setContactPerson({ db }: UsersDeps, session: AccountSession, contactPersonId: string) {
  const account = await ownedAccount(db, session);
  if (account.type === 'private' && contactPersonId === account.id) {
    await db.update(customers).set({ contactAccessId: null }).where(eq(customers.id, account.id));
    return { ok: true as const };
  }
  const [access] = await db
    .select({ id: customerAccess.id })
    .from(customerAccess)
    .where(and(eq(customerAccess.customerId, account.id), eq(customerAccess.id, contactPersonId)))
    .limit(1);
  if (!access) throw unknownId('body.contactPersonId');
  await db.update(customers).set({ contactAccessId: access.id }).where(eq(customers.id, account.id));
  return { ok: true as const };
}

/**
 * Removes a person's access to the account, ending every session in which
 * they act for it; or withdraws an open invitation. The owner cannot be
 * removed (409); only the owner may remove (403).
 */
export async function removeUser({ db }: UsersDeps, session: AccountSession, contactId: string) {
  const account = await ownedAccount(db, session);
  if (contactId === account.id) throw new Refusal('conflict', USERS_REFUSALS.ownerCannotBeRemoved);
  const [access] = await db
    .select()
    .from(customerAccess)
    .where(and(eq(customerAccess.customerId, account.id), eq(customerAccess.id, contactId)))
    .limit(1);
  if (access) {
    if (ownsThrough(access)) throw new Refusal('conflict', USERS_REFUSALS.ownerCannotBeRemoved);
    await db.transaction(async (tx) => {
      await tx.delete(customerAccess).where(eq(customerAccess.id, access.id));
      await tx.update(customers).set({ contactAccessId: null }).where(and(eq(customers.id, account.id), eq(customers.contactAccessId, access.id)));
      await tx.delete(sessions).where(and(eq(sessions.ssn, access.personSsn), eq(sessions.customerId, account.id)));
    });
    return { ok: true as const };
  }
  const [withdrawn] = await db
    .update(customerInvitations)
    .set({ status: 'withdrawn' })
    .where(and(eq(customerInvitations.customerId, account.id), eq(customerInvitations.id, contactId), eq(customerInvitations.status, 'open')))
    .returning({ id: customerInvitations.id });
  if (!withdrawn) throw unknownId('body.contactId');
  return { ok: true as const };
}
