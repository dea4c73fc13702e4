/** The field of the approval's body the page shows (a refusal names it `ssn`, `formFieldOf`). */
export const APPROVAL_FORM_FIELDS = ['ssn'] as const;

/** What a 410 without a message of its own says: the invitation is no longer valid. */
export const INVITATION_GONE_KEY = 'myPages.refusals.invitationExpired';
