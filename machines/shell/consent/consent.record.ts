import type { ConsentCategories, ConsentRecord } from '../../../api/contract/site';
import { CONSENT_REVISION } from '../constants';

/** A consent category name, in record order. */
type ConsentCategory = keyof ConsentCategories;
/** The categories a visitor can switch; `necessary` is always granted. */
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>;

/** Record order of the categories; `levels` follows it. */
const CONSENT_CATEGORIES = ['necessary', 'performance', 'statistics', 'marketing'] as const satisfies readonly ConsentCategory[];

/** Only what the site needs to work: the choice behind "reject all" and the default before any choice. */
export const NECESSARY_ONLY: ConsentCategories = {
  necessary: true,
  performance: false,
  statistics: false,
  marketing: false,
};

/** Every category granted: the choice behind "accept all". */
export const ALL_GRANTED: ConsentCategories = {
  necessary: true,
  performance: true,
  statistics: true,
  marketing: true,
};

/** The granted category names, in record order. */
export function consentLevels(categories: ConsentCategories): ConsentRecord['levels'] {
  return CONSENT_CATEGORIES.filter((category) => categories[category]);
}

/** The record stored in the cookie and posted to `/api/v1/consents/:hash` (spec §3). */
export function buildConsentRecord(categories: ConsentCategories, date: Date): ConsentRecord {
  const normalised: ConsentCategories = { ...categories, necessary: true };
  return {
    categories: normalised,
    date: date.toISOString(),
    levels: consentLevels(normalised),
    revision: CONSENT_REVISION,
  };
}

/** A stored record still counts only when it was given for the current revision. */
export function isCurrentConsent(record: ConsentRecord | null): record is ConsentRecord {
  return record !== null && record.revision === CONSENT_REVISION;
}
