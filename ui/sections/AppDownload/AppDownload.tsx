import { Trans, useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { Picture } from '../../components/Picture';
import { SmartLink } from '../../components/SmartLink';
import { cx } from '../../components/cx';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './AppDownload.module.css';

/** Invitation to download the app with App Store and Google Play links (text badges, no third-party images). */
export function AppDownload({ section }: { section: SectionOf<'appDownload'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={cx(styles.appDownload, section.image && styles.withImage)}>
        <div className={styles.body}>
          <SectionTitle fallback={t({ id: 'sections.appDownload.fallbackTitle', message: 'Get the app' })}>
            {section.title}
          </SectionTitle>
          <p className={styles.text}>{section.text}</p>
          <ul className={styles.stores}>
            <li>
              <SmartLink href={section.appStoreUrl} newTab className={styles.store} data-store="app-store">
                <span className={styles.storeSmall}>
                  <Trans id="sections.appDownload.appStorePrefix">Download on the</Trans>
                </span>
                <span className={styles.storeName}>App Store</span>
              </SmartLink>
            </li>
            <li>
              <SmartLink href={section.playStoreUrl} newTab className={styles.store} data-store="google-play">
                <span className={styles.storeSmall}>
                  <Trans id="sections.appDownload.playStorePrefix">Get it on</Trans>
                </span>
                <span className={styles.storeName}>Google Play</span>
              </SmartLink>
            </li>
          </ul>
        </div>
        {section.image && (
          <Picture image={section.image} width={480} height={480} className={styles.media} imgClassName={styles.image} />
        )}
      </div>
    </div>
  );
}
