import { consentRecordSchema, type ConsentRecord } from '../../../api/contract/site';

export { CONSENT_COOKIE, CONSENT_ID_COOKIE } from '../cookieNames';

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
