import type { ConsentCategories } from '../../../api/contract/site';

/** Consent-mode signal names (spec §3). */
type ConsentSignalName =
  | 'ad_storage'
  | 'analytics_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'personalization_storage'
  | 'functionality_storage'
  | 'security_storage';

type ConsentSignalValue = 'granted' | 'denied';

/** One value per signal, as passed to the tag manager's `consent` command. */
export type ConsentSignals = Record<ConsentSignalName, ConsentSignalValue>;

const signal = (granted: boolean): ConsentSignalValue => (granted ? 'granted' : 'denied');

/**
 * Maps consent categories to consent-mode signals:
 * - marketing → `ad_storage`, `ad_user_data`, `ad_personalization` (advertising cookies and data);
 * - statistics → `analytics_storage` (measurement);
 * - performance → `personalization_storage` (remembered preferences and
 *   recommendations that make the site work better for the visitor);
 * - necessary → `functionality_storage`, `security_storage`, always granted:
 *   the site cannot work without them and the visitor cannot switch them off.
 */
export function consentSignals(categories: ConsentCategories): ConsentSignals {
  return {
    ad_storage: signal(categories.marketing),
    ad_user_data: signal(categories.marketing),
    ad_personalization: signal(categories.marketing),
    analytics_storage: signal(categories.statistics),
    personalization_storage: signal(categories.performance),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}
