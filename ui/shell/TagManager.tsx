import { useEffect } from 'react';
import { pushDataLayer } from './dataLayer';
import { loadScript } from '../components/loadScript';
import { useSite } from './SiteContext';

/**
 * The tag manager, from the company's own tag host, only when configured and
 * the visitor allowed statistics or marketing. Consent mode defaults are
 * pushed before it loads (see Consent).
 */
export function TagManager() {
  const { thirdParty, consent } = useSite();
  const allowed = consent?.statistics === true || consent?.marketing === true;
  const { gtmId, tagHost } = thirdParty;

  useEffect(() => {
    if (!allowed || !gtmId || !tagHost) return;
    pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(`${tagHost.replace(/\/$/, '')}/gtm.js?id=${encodeURIComponent(gtmId)}`).catch((error: unknown) =>
      console.warn('Tag manager did not load', error),
    );
  }, [allowed, gtmId, tagHost]);

  return null;
}
