import type { ConsentCategories, ConsentRecord } from '../../../api/contract/site';
import { validateInstantRange } from '../../../api/validators/date';

export { CONSENT_COOKIE, CONSENT_ID_COOKIE } from '../cookieNames';

const LEVELS = ['necessary', 'performance', 'statistics', 'marketing'] as const;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function categoriesOf(value: unknown): ConsentCategories | null {
  if (!isObject(value) || value.necessary !== true) return null;
  const { performance, statistics, marketing } = value;
  if (typeof performance !== 'boolean' || typeof statistics !== 'boolean' || typeof marketing !== 'boolean') return null;
  return { necessary: true, performance, statistics, marketing };
}

/**
 * Reads a consent record from a cookie value (on the server and in the
 * browser, so without the contract's schema library); anything malformed
 * counts as no consent. Accepts what `consentRecordSchema` accepts.
 */
export function parseConsentCookie(value: string | undefined): ConsentRecord | null {
  if (!value) return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  const categories = categoriesOf(data.categories);
  const { date, levels, revision } = data;
  if (!categories || typeof date !== 'string' || !ISO_INSTANT.test(date) || Number.isNaN(Date.parse(date)) || validateInstantRange(date)) return null;
  if (typeof revision !== 'string' || !/^\d{1,3}\.\d{1,3}$/.test(revision)) return null;
  const granted = LEVELS.filter((level) => categories[level]);
  if (!Array.isArray(levels) || levels.join() !== granted.join()) return null;
  return { categories, date, levels: granted, revision };
}
