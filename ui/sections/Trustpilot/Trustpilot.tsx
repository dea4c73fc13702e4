import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale, SectionOf } from '../../../api/contract/content.schemas';
import { ConsentNotice } from '../../components/ConsentNotice';
import { loadScript } from '../../components/loadScript';
import { useConsentFor, useSite } from '../../shell/SiteContext';
import { SectionTitle } from '../SectionFrame';
import { TRUSTPILOT_HEIGHT_PX, TRUSTPILOT_SCRIPT_URL, TRUSTPILOT_STARS, TRUSTPILOT_TEMPLATE_ID } from '../constants';
import common from '../Section.module.css';
import styles from './Trustpilot.module.css';
import { NewTabHint } from '../../components/NewTabHint';

declare global {
  interface Window {
    /** Set by the reviews widget's bootstrap script. */
    Trustpilot?: { loadFromElement(element: HTMLElement, forceReload?: boolean): void };
  }
}

const WIDGET_LOCALE: Record<Locale, string> = { sv: 'sv-SE', en: 'en-GB' };
const REVIEWS_SEARCH_URL = 'https://www.trustpilot.com/search';

/** The reviews widget: its bootstrap script turns the element into the widget. */
function TrustpilotWidget({ businessUnitId, stars, onError }: { businessUnitId: string; stars: readonly number[]; onError(): void }) {
  const { locale } = useSite();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let active = true;
    loadScript(TRUSTPILOT_SCRIPT_URL)
      .then(() => {
        if (active && ref.current) window.Trustpilot?.loadFromElement(ref.current, true);
      })
      .catch(() => {
        if (active) onError();
      });
    return () => {
      active = false;
    };
  }, [businessUnitId, onError]);
  return (
    <div
      ref={ref}
      className="trustpilot-widget"
      data-locale={WIDGET_LOCALE[locale]}
      data-template-id={TRUSTPILOT_TEMPLATE_ID}
      data-businessunit-id={businessUnitId}
      data-style-height={`${TRUSTPILOT_HEIGHT_PX}px`}
      data-style-width="100%"
      data-stars={stars.join(',')}
      data-review-languages={locale}
      style={{ minHeight: TRUSTPILOT_HEIGHT_PX }}
    />
  );
}

/** What shows without the widget: a local block that loads nothing from outside. */
function TrustpilotFallback({ configured }: { configured: boolean }) {
  const { webConfig } = useSite();
  const company = webConfig?.company.name;
  const href = company ? `${REVIEWS_SEARCH_URL}?${new URLSearchParams({ query: company }).toString()}` : REVIEWS_SEARCH_URL;
  return (
    <div className={styles.fallback} data-widget-fallback="trustpilot">
      <span className={styles.stars} aria-hidden="true">
        ★★★★★
      </span>
      <p className={styles.rated}>
        <Trans id="sections.trustpilot.rated">Rated by our customers</Trans>
      </p>
      <p className={styles.text}>
        <Trans id="sections.trustpilot.text">Every review is written by a customer after a visit from us.</Trans>
      </p>
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        <Trans id="sections.trustpilot.link">Read our reviews on Trustpilot</Trans>
        <NewTabHint />
      </a>
      {configured && <ConsentNotice className={styles.consent} />}
    </div>
  );
}

/** Customer reviews: the reviews widget with consent, else a local fallback. */
export function Trustpilot({ section }: { section: SectionOf<'trustpilot'> }) {
  const { t } = useLingui();
  const { thirdParty } = useSite();
  const marketing = useConsentFor('marketing');
  const [failed, setFailed] = useState(false);
  const onError = useRef(() => setFailed(true)).current;
  const businessUnitId = thirdParty.trustpilotBusinessUnitId;
  const stars = section.stars.length > 0 ? section.stars : TRUSTPILOT_STARS;
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.trustpilot.fallbackTitle', message: 'Customer reviews' })}>
          {section.title}
        </SectionTitle>
      </div>
      {businessUnitId && marketing && !failed ? (
        <TrustpilotWidget businessUnitId={businessUnitId} stars={stars} onError={onError} />
      ) : (
        <TrustpilotFallback configured={Boolean(businessUnitId) && !marketing} />
      )}
    </div>
  );
}
