import type { ConsentCategories, ConsentRecord } from '../../../api/contract/site';
import type { RouterAdapter } from '../../router/router.types';
import type { OptionalConsentCategory } from './consent.record';

/** Context of the consent flow. */
export interface ConsentContext {
  /** The current choice: the stored record at start, then the latest saved one; null before any choice. */
  record: ConsentRecord | null;
  /** Categories being edited in the settings panel. */
  draft: ConsentCategories;
  /** The clock used to date a record (the edge may pass a fixed one in tests). */
  now: () => Date;
  /** This browser's consent id (`/v1/consents/{hash}`), made when first asked for. */
  consentId: () => string;
  /** Where the `#gdpr` hash is heard and cleared. */
  router: RouterAdapter;
}

/** Input: the record the edge read from the consent cookie, if any, and the edge's id source and router. */
export interface ConsentInput {
  stored: ConsentRecord | null;
  /** Defaults to the system clock. */
  now?: () => Date;
  consentId: () => string;
  router: RouterAdapter;
}

/**
 * Events:
 * - `consent.allAccepted` / `consent.allRejected`: banner or settings buttons; reject keeps only `necessary`.
 * - `consent.selectionSaved`: settings "save", stores the draft.
 * - `category.changed`: a settings switch moved.
 * - `settings.requested`: "customise" in the banner or a link in the footer.
 * - `hash.changed`: the URL hash changed (opens settings on `#gdpr`).
 * - `settings.dismissed`: the settings panel closed without saving.
 */
export type ConsentEvent =
  | { type: 'consent.allAccepted' }
  | { type: 'consent.allRejected' }
  | { type: 'consent.selectionSaved' }
  | { type: 'category.changed'; category: OptionalConsentCategory; granted: boolean }
  | { type: 'settings.requested' }
  | { type: 'hash.changed'; hash: string }
  | { type: 'settings.dismissed' };

/** Input of the `saveConsent` actor. */
export interface SaveConsentInput {
  consentId: () => string;
  record: ConsentRecord;
}

/** Input of the `hashListener` actor. */
export interface HashListenerInput {
  router: RouterAdapter;
}
