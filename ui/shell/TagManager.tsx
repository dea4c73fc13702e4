import { useEffect } from 'react';
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
    const w = window as Window & { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(`${tagHost.replace(/\/$/, '')}/gtm.js?id=${encodeURIComponent(gtmId)}`).catch((error: unknown) =>
      console.warn('Tag manager did not load', error),
    );
  }, [allowed, gtmId, tagHost]);

  return null;
}
