import type { NotificationPosition } from '../../store/notifications';
import { invalidField } from '../refusal';

/**
 * The list's cursor: opaque to the client (base64url of the last row's
 * creation time and id), checked in full when it comes back, so a cursor
 * someone edited is a 400 on the field, never a database error.
 */

const CREATED_AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Message key of a cursor that is not one this server made. */
const INVALID_CURSOR = 'common.formErrors.default';

export function encodeCursor(position: NotificationPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** A real instant between 1970 and 9999, written as `encodeCursor` writes it. */
function isInstant(text: string): boolean {
  const match = CREATED_AT.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year < 1970) return false;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 31 February over into March: a real date reads back the same.
  return date.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** The position a cursor names; a 400 on `field` for anything this server did not write. */
export function decodeCursor(cursor: string, field: string): NotificationPosition {
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(cursor) ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidField(field, INVALID_CURSOR);
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string' || !isInstant(createdAt) || !ID.test(id)) throw invalidField(field, INVALID_CURSOR);
  return { createdAt, id };
}
