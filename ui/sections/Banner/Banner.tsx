import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { LinkButton } from '../../components/LinkButton';
import { cx } from '../../components/cx';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Banner.module.css';

/** A full-width band with a short message and an optional action. */
export function Banner({ section }: { section: SectionOf<'banner'> }) {
  const { t } = useLingui();
  return (
    <div className={styles.banner}>
      <div className={cx(common.container, styles.inner)}>
        <div className={styles.text}>
          <SectionTitle className={styles.title} fallback={t({ id: 'sections.banner.fallbackTitle', message: 'News' })}>
            {section.title}
          </SectionTitle>
          <p>{section.text}</p>
        </div>
        {section.action && <LinkButton link={section.action} variant="secondary" onDark />}
      </div>
    </div>
  );
}
