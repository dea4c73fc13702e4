import { consentRecordSchema, type ConsentRecord } from '../../../api/contract/site';

/** Cookie with the visitor's consent record (JSON, 180 days). */
export const CONSENT_COOKIE = 'consent';
/** Cookie with the random id the record is stored under on the server. */
export const CONSENT_ID_COOKIE = 'consentId';

/** Reads a consent record from a cookie value; anything malformed counts as no consent. */
export function parseConsentCookie(value: string | undefined): ConsentRecord | null {
  if (!value) return null;
  try {
    const parsed = consentRecordSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
