import { Refusal } from '../refusal';

/**
 * Message keys of the refusals of users, power of attorney and
 * invitations (the `message` of the answer, and of its field errors),
 * translated by the site.
 */
export const USERS_REFUSALS = {
  /** 403: only the account's owner invites, removes people and changes the contact person. */
  notAccountOwner: 'myPages.refusals.notAccountOwner',
  /** 409: the owner (a private account's own person, a company's admin representative) cannot be removed. */
  ownerCannotBeRemoved: 'myPages.refusals.ownerCannotBeRemoved',
  /** 400 on `body.ssn`: the inviter's own number. */
  cannotInviteYourself: 'myPages.refusals.cannotInviteYourself',
  /** 400 on `body.ssn`: the person is under 18. */
  inviteeUnderage: 'myPages.refusals.inviteeUnderage',
  /** 409 on `body.ssn`: the person already acts for the account (also when accepting). */
  alreadyHasAccess: 'myPages.refusals.alreadyHasAccess',
  /** 409 on `body.ssn`: the person has an open invitation to the account. */
  alreadyInvited: 'myPages.refusals.alreadyInvited',
  /** 410: the invitation was not answered within its 7 days. */
  invitationExpired: 'myPages.refusals.invitationExpired',
  /** 410: the account withdrew the invitation. */
  invitationWithdrawn: 'myPages.refusals.invitationWithdrawn',
  /** 409: the invitation was already approved (or rejected, when approving). */
  invitationAnswered: 'myPages.refusals.invitationAnswered',
  /** 400 on `body.ssn`: accepting with a personal number that is not the session's own. */
  ssnNotYours: 'myPages.refusals.ssnNotYours',
  /** 404 on the id's field: unknown, another account's, or another person's invitation. */
  notFound: 'common.errors.notFound',
} as const;

/** A 404 on the field naming the id, alike for unknown ids and others' (ids cannot be probed). */
export const unknownId = (field: string) => new Refusal('notFound', 'Not Found', [{ field, message: USERS_REFUSALS.notFound }]);

/** A refusal about the personal number of the call, as a field error (400) or a conflict (409) naming it. */
export const ssnRefusal = (kind: 'invalid' | 'conflict', message: string) =>
  new Refusal(kind, kind === 'invalid' ? 'Bad Request' : message, [{ field: 'body.ssn', message }]);
