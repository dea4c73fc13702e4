import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ConsentRecord } from '../../../api/contract/site';
import type { OptionalConsentCategory } from '../../../machines/shell/consent/consent.record';
import { useModalFocus } from '../../components/useModalFocus';
import { useConsentFlow } from './useConsentFlow';
import { useFocusClearOfBanner } from './useFocusClearOfBanner';
import styles from './Consent.module.css';

const OPTIONAL: OptionalConsentCategory[] = ['performance', 'statistics', 'marketing'];

/** Cookie consent: the banner until a choice exists, the settings panel on `#gdpr`. */
export function Consent({
  stored,
  onChange,
}: {
  stored: ConsentRecord | null;
  onChange: (categories: ConsentRecord['categories'] | null) => void;
}) {
  const { t } = useLingui();
  const { view, send } = useConsentFlow(stored, onChange);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const bannerRef = useRef<HTMLElement>(null);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);

  useModalFocus(dialogRef, view.settingsVisible);
  const { returnFocus } = useFocusClearOfBanner(bannerRef, view.bannerVisible && !view.settingsVisible);

  // When the banner or the settings close and took the focus with them, it goes back to where the visitor was (or the
  // banner's Settings button, when the settings opened from the banner close without a choice); never to the page's body.
  const shown = useRef({ banner: view.bannerVisible, settings: view.settingsVisible });
  useEffect(() => {
    const before = shown.current;
    shown.current = { banner: view.bannerVisible, settings: view.settingsVisible };
    const closed = (before.settings && !view.settingsVisible) || (before.banner && !view.bannerVisible && !view.settingsVisible);
    if (!closed) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
    if (view.bannerVisible) settingsButtonRef.current?.focus();
    else returnFocus();
  }, [view.bannerVisible, view.settingsVisible, returnFocus]);

  // Escape in the banner hands the focus back to the page; the banner stays until a choice is made.
  const leaveBannerOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    returnFocus();
  };

  const descriptions: Record<OptionalConsentCategory, { title: string; text: string }> = {
    performance: {
      title: t({ id: 'shell.consent.performance.title', message: 'Preferences' }),
      text: t({ id: 'shell.consent.performance.text', message: 'Remember choices such as your postal code to make the site faster to use.' }),
    },
    statistics: {
      title: t({ id: 'shell.consent.statistics.title', message: 'Statistics' }),
      text: t({ id: 'shell.consent.statistics.text', message: 'Help us understand how the site is used so we can improve it.' }),
    },
    marketing: {
      title: t({ id: 'shell.consent.marketing.title', message: 'Marketing' }),
      text: t({
        id: 'shell.consent.marketing.text',
        message: 'Show relevant offers on other sites, and load reviews, maps and partner widgets.',
      }),
    },
  };

  if (view.settingsVisible) {
    return (
      <div className={styles.backdrop}>
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.settings}
          data-testid="consent-settings"
          onKeyDown={(event) => event.key === 'Escape' && send({ type: 'settings.dismissed' })}
        >
          <h2 id={titleId}>
            <Trans id="shell.consent.settings.title">Cookie settings</Trans>
          </h2>
          <p>
            <Trans id="shell.consent.settings.intro">
              Choose which cookies we may use. You can change your choice at any time from the link in the footer.
            </Trans>
          </p>
          <ul className={styles.categories}>
            <li>
              <label className={styles.category}>
                <input type="checkbox" checked disabled />
                <span>
                  <strong>
                    <Trans id="shell.consent.necessary.title">Necessary</Trans>
                  </strong>
                  <span>
                    <Trans id="shell.consent.necessary.text">Needed for the site to work, for example logging in and booking. Always on.</Trans>
                  </span>
                </span>
              </label>
            </li>
            {OPTIONAL.map((category) => (
              <li key={category}>
                <label className={styles.category}>
                  <input
                    type="checkbox"
                    name={category}
                    checked={view.draft[category]}
                    onChange={(event) => send({ type: 'category.changed', category, granted: event.target.checked })}
                  />
                  <span>
                    <strong>{descriptions[category].title}</strong>
                    <span>{descriptions[category].text}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className={styles.buttons}>
            <button type="button" className={styles.link} onClick={() => send({ type: 'consent.allRejected' })}>
              <Trans id="shell.consent.necessaryOnly">Only necessary</Trans>
            </button>
            <button type="button" className={styles.secondary} onClick={() => send({ type: 'consent.selectionSaved' })}>
              <Trans id="shell.consent.saveSelection">Save my choice</Trans>
            </button>
            <button type="button" className={styles.primary} onClick={() => send({ type: 'consent.allAccepted' })}>
              <Trans id="shell.consent.acceptAll">Accept all</Trans>
            </button>
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => send({ type: 'settings.dismissed' })}
            aria-label={t({ id: 'shell.consent.close', message: 'Close cookie settings' })}
          >
            ×
          </button>
        </div>
      </div>
    );
  }

  if (!view.bannerVisible) return null;
  return (
    <section ref={bannerRef} className={styles.banner} aria-labelledby={titleId} onKeyDown={leaveBannerOnEscape} data-testid="consent-banner">
      <div className={styles.bannerText}>
        <h2 id={titleId}>
          <Trans id="shell.consent.banner.title">We use cookies</Trans>
        </h2>
        <p>
          <Trans id="shell.consent.banner.text">
            Necessary cookies keep the site working. With your permission we also use cookies for preferences, statistics and
            marketing.
          </Trans>
        </p>
      </div>
      <div className={styles.buttons}>
        <button ref={settingsButtonRef} type="button" className={styles.link} onClick={() => send({ type: 'settings.requested' })}>
          <Trans id="shell.consent.customise">Settings</Trans>
        </button>
        <button type="button" className={styles.secondary} onClick={() => send({ type: 'consent.allRejected' })}>
          <Trans id="shell.consent.necessaryOnly">Only necessary</Trans>
        </button>
        <button type="button" className={styles.primary} onClick={() => send({ type: 'consent.allAccepted' })}>
          <Trans id="shell.consent.acceptAll">Accept all</Trans>
        </button>
      </div>
    </section>
  );
}
