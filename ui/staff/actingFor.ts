/**
 * The customer staff act for, kept in the tab's sessionStorage so that it
 * survives moving between the staff pages and the booking wizard (and a
 * reload), and ends with the tab. The staff desk writes it once a customer
 * is found or registered; the staff header and the staff variant of the
 * booking wizard read it; "switch customer" and "log out" forget it.
 */
export interface ActingFor {
  /** Personal identity number as the server normalised it (`YYYYMMDD-XXXX`), sent as `X-Ssn`. */
  ssn: string;
  /** The customer's name as the header shows it. */
  name: string;
}

export const ACTING_FOR_STORAGE_KEY = 'staffActingFor';

/** What the tab stored is still the shape this code writes (a page of an older deploy may have written it). */
function isActingFor(value: unknown): value is ActingFor {
  if (typeof value !== 'object' || value === null) return false;
  const { ssn, name } = value as Record<string, unknown>;
  return typeof ssn === 'string' && ssn.length > 0 && typeof name === 'string';
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readActingFor(): ActingFor | null {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(ACTING_FOR_STORAGE_KEY) ?? 'null');
    return isActingFor(stored) ? { ssn: stored.ssn, name: stored.name } : null;
  } catch {
    return null;
  }
}

export function storeActingFor(customer: ActingFor): void {
  try {
    storage()?.setItem(ACTING_FOR_STORAGE_KEY, JSON.stringify(customer));
  } catch {
    // Storage refused: the customer is known on this page only.
  }
}

export function forgetActingFor(): void {
  try {
    storage()?.removeItem(ACTING_FOR_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
