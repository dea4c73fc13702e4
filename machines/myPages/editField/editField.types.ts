/**
 * Input of one editable value of the account (the email, an address's
 * instructions for the staff): the stored value, and
 * what it belongs to (`targetId`: an address's id; null for the customer's own).
 */
export interface EditFieldInput {
  value: string | null;
  targetId?: string | null;
}

/** Context of an editable value. */
export interface EditFieldContext {
  targetId: string | null;
  /** The value as stored: the one shown. Changes only when the server saved a new one. */
  value: string | null;
  /** The value as last submitted; the form keeps it after a failure. */
  draft: string | null;
  /** The server's message key for a refused value, shown on the field. */
  fieldErrorKey: string | null;
}

/**
 * Events:
 * - `field.editRequested`: "Change" beside the value (also after saving);
 * - `field.submitted`: the value as the form parsed it;
 * - `field.cancelled`: leave the form; the stored value stays.
 */
export type EditFieldEvent = { type: 'field.editRequested' } | { type: 'field.submitted'; value: string } | { type: 'field.cancelled' };

/** Input of the `save` actor: what the chart knows when it saves. */
export interface SaveFieldInput {
  targetId: string | null;
  value: string;
}
