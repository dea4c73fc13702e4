import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { ConsentNotice } from '../../components/ConsentNotice';
import { loadScript } from '../../components/loadScript';
import { useConsentFor, useSite } from '../../shell/SiteContext';
import { useSectionsOptions } from '../SectionFrame';
import { fetchKeytoInjector } from './keyto';
import styles from './KeytoWidget.module.css';

type Status = 'loading' | 'ready' | 'failed';

/** The widget's mount point; the injector script finds it by `data-keyto-widget`. */
function KeytoMount({ manifestUrl, kind, productId, onFailed }: {
  manifestUrl: string;
  kind: 'booking' | 'carousel';
  productId?: number;
  onFailed(): void;
}) {
  const { locale } = useSite();
  const [status, setStatus] = useState<Status>('loading');
  useEffect(() => {
    const controller = new AbortController();
    fetchKeytoInjector(manifestUrl, controller.signal)
      .then((src) => loadScript(src))
      .then(() => {
        if (!controller.signal.aborted) setStatus('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Partner booking widget unavailable', error);
        setStatus('failed');
        onFailed();
      });
    return () => controller.abort();
  }, [manifestUrl, onFailed]);
  return (
    <div
      className={styles.mount}
      data-keyto-widget={kind}
      data-keyto-product-id={productId}
      data-keyto-locale={locale}
      aria-busy={status === 'loading'}
    >
      {status === 'loading' && (
        <p className={styles.loading}>
          <Trans id="sections.keyto.loading">Loading booking…</Trans>
        </p>
      )}
    </div>
  );
}

/** The local card shown instead of the widget: book with the postal-code form or contact us. */
function KeytoFallback({ configured }: { configured: boolean }) {
  const { openContact } = useSite();
  const { PostalCodeForm } = useSectionsOptions();
  return (
    <div className={styles.fallback} data-widget-fallback="keyto">
      <p className={styles.fallbackTitle}>
        <Trans id="sections.keyto.fallbackHeading">Start your booking</Trans>
      </p>
      <p className={styles.fallbackText}>
        <Trans id="sections.keyto.fallbackText">
          Enter your postal code to see what we can do for you, or get in touch and we will help you book.
        </Trans>
      </p>
      {PostalCodeForm && <PostalCodeForm services={[]} />}
      <Button variant="secondary" onClick={openContact} aria-haspopup="dialog">
        <Trans id="sections.keyto.contact">Contact us</Trans>
      </Button>
      {configured && <ConsentNotice className={styles.consent} />}
    </div>
  );
}

/**
 * The partner booking widget with a configured manifest and marketing
 * consent; otherwise (or when it fails to load) the local fallback. This
 * component never renders a frame itself.
 */
export function KeytoEmbed({ kind, productId, heading }: { kind: 'booking' | 'carousel'; productId?: number; heading: ReactNode }) {
  const { thirdParty } = useSite();
  const marketing = useConsentFor('marketing');
  const [failed, setFailed] = useState(false);
  const [onFailed] = useState(() => () => setFailed(true));
  const manifestUrl = thirdParty.keytoManifestUrl;
  return (
    <>
      {heading}
      {manifestUrl && marketing && !failed ? (
        <KeytoMount manifestUrl={manifestUrl} kind={kind} productId={productId} onFailed={onFailed} />
      ) : (
        <KeytoFallback configured={Boolean(manifestUrl) && !marketing} />
      )}
    </>
  );
}
