import { pushDataLayer } from '../dataLayer';
import type { ConsentSignals } from '../../../machines/shell/consent/consent.signals';

/** The tag manager's command queue; commands are `arguments` objects, as gtag.js pushes them. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- consent mode reads Arguments objects, not arrays
  pushDataLayer(arguments);
}

/** Before any choice everything but the necessary storage is denied. */
export function setDefaultConsent(signals: ConsentSignals): void {
  gtag('consent', 'default', { ...signals, wait_for_update: 500 });
}

/** Sends the visitor's choice to the tag manager's consent mode. */
export function updateConsent(signals: ConsentSignals): void {
  gtag('consent', 'update', signals);
}
