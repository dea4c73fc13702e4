import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_FIELD } from '../../../api/contract/headers';
import type { Db } from '../../db';
import { customerAccess, customerInvitations, customers } from '../../db/schema';
import type { CompletionData } from '../../eid/types';
import { hashToken } from '../../http/session';
import { requestHash } from '../../store/booking';
import { toStockholmIso } from '../booking/stockholmTime';
import { ADULT_AGE, ageOf } from '../customers';
import { createNotification } from '../notifications/create';
import type { NotificationHub } from '../notifications/hub';
import { Refusal } from '../refusal';
import type { AccountSession, CustomerSession } from '../session';
import { USERS_REFUSALS, ssnRefusal, unknownId } from './refusals';
import { accountOf, openInvitationsOf, ownedAccount, type UsersDeps } from './users';

type InvitationRow = typeof customerInvitations.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

/** An invitation waits this long for its answer after the inviter signed it. */
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** An invitation whose inviter never signed is dropped after a day (its order lived 3 minutes). */
const UNSIGNED_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface InvitationDeps extends UsersDeps {
  notifications: NotificationHub;
}

interface InviteBody {
  ssn: string;
  form: { firstName: string; lastName: string; email: string; phone?: string; role: 'admin' | 'user' };
}

/** `YYYYMMDD-XXXX` of the person in a completed e-ID order. */
const personOf = (completion: CompletionData) => `${completion.user.personalNumber.slice(0, 8)}-${completion.user.personalNumber.slice(8)}`;

/**
 * An invitation the owner asks for, before the inviter signs it: a retry
 * of the same call (its `Idempotency-Key`) finds the invitation the first
 * made (`created: false`; the same key with another request is a 409);
 * otherwise the rules are checked (not oneself, of age, not someone who
 * acts for the account already or has an open invitation to it) and a
 * new invitation waits for the inviter's signature (`signing`).
 */
export async function prepareInvitation(
  { db, clock }: UsersDeps,
  session: AccountSession,
  body: InviteBody,
  idempotencyKey: string,
): Promise<{ invitation: InvitationRow; account: CustomerRow; created: boolean }> {
  const account = await ownedAccount(db, session);
  const keyHash = hashToken(idempotencyKey);
  const asked = requestHash({ ssn: body.ssn, form: body.form });
  const retried = await byKey(db, account.id, keyHash);
  if (retried) return { invitation: sameRequest(retried, asked), account, created: false };

  const now = clock.now();
  if (body.ssn === session.ssn) throw ssnRefusal('invalid', USERS_REFUSALS.cannotInviteYourself);
  if (ageOf(body.ssn, now) < ADULT_AGE) throw ssnRefusal('invalid', USERS_REFUSALS.inviteeUnderage);
  if (account.ssn === body.ssn || (await accessFor(db, account.id, body.ssn))) throw ssnRefusal('conflict', USERS_REFUSALS.alreadyHasAccess);
  if ((await openInvitationsOf(db, account.id, now)).some((open) => open.invitedSsn === body.ssn)) {
    throw ssnRefusal('conflict', USERS_REFUSALS.alreadyInvited);
  }

  await db
    .delete(customerInvitations)
    .where(and(eq(customerInvitations.status, 'signing'), lt(customerInvitations.createdAt, new Date(now - UNSIGNED_RETENTION_MS))));
  const [created] = await db
    .insert(customerInvitations)
    .values({
      id: `inv-${randomUUID()}`,
      customerId: account.id,
      invitedSsn: body.ssn,
      firstName: body.form.firstName,
      lastName: body.form.lastName,
      email: body.form.email,
      phone: body.form.phone ?? null,
      role: body.form.role,
      status: 'signing',
      inviterSsn: session.ssn,
      inviterFirstName: session.givenName,
      inviterLastName: session.surname,
      idempotencyKeyHash: keyHash,
      requestHash: asked,
      createdAt: new Date(now),
    })
    .onConflictDoNothing({ target: [customerInvitations.customerId, customerInvitations.idempotencyKeyHash] })
    .returning();
  if (created) return { invitation: created, account, created: true };
  // A twin of this call (the same key) inserted first.
  return { invitation: sameRequest((await byKey(db, account.id, keyHash))!, asked), account, created: false };
}

async function byKey(db: Db, customerId: string, keyHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(customerInvitations)
    .where(and(eq(customerInvitations.customerId, customerId), eq(customerInvitations.idempotencyKeyHash, keyHash)))
    .limit(1);
  return row;
}

function sameRequest(row: InvitationRow, asked: string): InvitationRow {
  if (row.requestHash !== asked) {
    throw new Refusal('conflict', 'Idempotency-Key was already used with a different request', [{ field: IDEMPOTENCY_KEY_FIELD, message: 'idempotencyKeyReused' }]);
  }
  return row;
}

async function accessFor(db: Db, customerId: string, ssn: string) {
  const [row] = await db
    .select({ id: customerAccess.id })
    .from(customerAccess)
    .where(and(eq(customerAccess.customerId, customerId), eq(customerAccess.personSsn, ssn)))
    .limit(1);
  return row;
}

/** The invitation by id, reread (a twin's start may be writing its order). */
export async function invitationById(db: Db, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(customerInvitations).where(eq(customerInvitations.id, id)).limit(1);
  return row;
}

/** Notes the inviter's sign order on the invitation; a start that failed at the provider frees the key for a retry instead. */
export async function recordSignOrder(db: Db, invitationId: string, orderRef: string | null): Promise<void> {
  if (orderRef) await db.update(customerInvitations).set({ signOrderRef: orderRef }).where(eq(customerInvitations.id, invitationId));
  else await db.delete(customerInvitations).where(and(eq(customerInvitations.id, invitationId), eq(customerInvitations.status, 'signing')));
}

/**
 * The inviter signed: the invitation opens for 7 days, with the inviter's
 * name and signature from the e-ID. An older open invitation of the same
 * person to the same account (two owners inviting at once) is withdrawn, so
 * each person has one.
 */
export async function invitationSigned({ db, clock }: UsersDeps, invitationId: string, completion: CompletionData): Promise<InvitationRow> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [opened] = await tx
      .update(customerInvitations)
      .set({
        status: 'open',
        signedAt: new Date(now),
        expiresAt: new Date(now + INVITATION_LIFETIME_MS),
        inviterFirstName: completion.user.givenName,
        inviterLastName: completion.user.surname,
        inviterSignature: completion.signature,
      })
      .where(
        and(eq(customerInvitations.id, invitationId), eq(customerInvitations.status, 'signing'), eq(customerInvitations.inviterSsn, personOf(completion))),
      )
      .returning();
    if (!opened) throw new Refusal('conflict', USERS_REFUSALS.invitationAnswered);
    await tx
      .update(customerInvitations)
      .set({ status: 'withdrawn' })
      .where(
        and(
          eq(customerInvitations.customerId, opened.customerId),
          eq(customerInvitations.invitedSsn, opened.invitedSsn),
          eq(customerInvitations.status, 'open'),
          ne(customerInvitations.id, opened.id),
        ),
      );
    return opened;
  });
}

/**
 * An invitation as its invited person sees it: another person's, unknown,
 * or not yet signed by the inviter is a 404 (nobody learns whom an account
 * invited).
 */
async function invitationOfPerson(db: Db, id: string, session: CustomerSession): Promise<InvitationRow> {
  const row = await invitationById(db, id);
  if (!row || row.invitedSsn !== session.ssn || row.status === 'signing') throw unknownId('params.id');
  return row;
}

/** An invitation its invited person may still act on (`invitationOfPerson`); one answered already is a 409, withdrawn or past its 7 days a 410. */
async function invitationFor(db: Db, id: string, session: CustomerSession, now: number): Promise<InvitationRow> {
  const row = await invitationOfPerson(db, id, session);
  refuseUnlessOpen(row, now);
  return row;
}

function refuseUnlessOpen(row: InvitationRow, now: number): void {
  if (row.status === 'approved' || row.status === 'rejected') throw new Refusal('conflict', USERS_REFUSALS.invitationAnswered);
  if (row.status === 'withdrawn') throw new Refusal('gone', USERS_REFUSALS.invitationWithdrawn);
  if (!row.expiresAt || row.expiresAt.getTime() <= now) throw new Refusal('gone', USERS_REFUSALS.invitationExpired);
}

/** What the invited person is shown: who invited them to which account, with what role, until when. */
export async function inviterView({ db, clock }: UsersDeps, id: string, session: CustomerSession) {
  const invitation = await invitationFor(db, id, session, clock.now());
  const account = await accountOf(db, invitation.customerId);
  return {
    id: invitation.id,
    inviter: { firstName: invitation.inviterFirstName, lastName: invitation.inviterLastName },
    ...(account.type === 'business' && account.companyName ? { companyName: account.companyName } : {}),
    role: invitation.role,
    expiresAt: toStockholmIso(invitation.expiresAt!.getTime()),
    invitedSsn: invitation.invitedSsn,
  };
}

/**
 * The invited person asks to accept: with their own personal number (the
 * one they sign with), not someone who acts for the account already.
 * Answers what the signature is about.
 */
export async function prepareApproval({ db, clock }: UsersDeps, id: string, session: CustomerSession, ssn: string) {
  const invitation = await invitationFor(db, id, session, clock.now());
  if (ssn !== session.ssn) throw ssnRefusal('invalid', USERS_REFUSALS.ssnNotYours);
  if (await accessFor(db, invitation.customerId, ssn)) throw ssnRefusal('conflict', USERS_REFUSALS.alreadyHasAccess);
  return { invitation, account: await accountOf(db, invitation.customerId) };
}

/**
 * The invited person signed their acceptance: they get power of
 * attorney for the account with the invitation's role, under the name
 * their e-ID signature carries, and the account is told
 * (`invitationAccepted`). The invitation must still be open.
 */
export async function invitationApproved({ db, clock, notifications }: InvitationDeps, invitationId: string, completion: CompletionData): Promise<InvitationRow> {
  const now = clock.now();
  const person = personOf(completion);
  const approved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerInvitations)
      .set({ status: 'approved', answeredAt: new Date(now), approverSignature: completion.signature })
      .where(
        and(
          eq(customerInvitations.id, invitationId),
          eq(customerInvitations.status, 'open'),
          eq(customerInvitations.invitedSsn, person),
          gt(customerInvitations.expiresAt, new Date(now)),
        ),
      )
      .returning();
    if (!row) return undefined;
    await tx
      .insert(customerAccess)
      .values({
        id: `acc-${randomUUID()}`,
        personSsn: person,
        customerId: row.customerId,
        role: 'powerOfAttorney',
        userRole: row.role,
        firstName: completion.user.givenName,
        lastName: completion.user.surname,
        email: row.email,
        phone: row.phone,
        createdAt: new Date(now),
      })
      .onConflictDoNothing();
    return row;
  });
  if (!approved) {
    // Withdrawn, rejected or expired while the person was signing: say which (the transaction above changed nothing).
    const row = await invitationById(db, invitationId);
    if (row) refuseUnlessOpen(row, now);
    throw new Refusal('gone', USERS_REFUSALS.invitationExpired);
  }
  await createNotification(db, notifications, {
    customerId: approved.customerId,
    type: 'invitationAccepted',
    data: { firstName: completion.user.givenName, lastName: completion.user.surname },
  });
  return approved;
}

/**
 * The invited person declines: the invitation ends `rejected` and the
 * account is told (`invitationRejected`). Declining again answers the
 * same, telling no one twice.
 */
export async function rejectInvitation({ db, clock, notifications }: InvitationDeps, id: string, session: CustomerSession) {
  const row = await invitationOfPerson(db, id, session);
  if (row.status === 'rejected') return { ok: true as const };
  refuseUnlessOpen(row, clock.now());
  const [rejected] = await db
    .update(customerInvitations)
    .set({ status: 'rejected', answeredAt: new Date(clock.now()) })
    .where(and(eq(customerInvitations.id, id), eq(customerInvitations.status, 'open')))
    .returning({ customerId: customerInvitations.customerId });
  // Answered by a twin of this call, or approved meanwhile: answer as for the row as it is now.
  if (!rejected) return rejectInvitation({ db, clock, notifications }, id, session);
  await createNotification(db, notifications, {
    customerId: rejected.customerId,
    type: 'invitationRejected',
    data: { firstName: session.givenName, lastName: session.surname },
  });
  return { ok: true as const };
}
