import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { LinkButton } from '../../components/LinkButton';
import { Picture } from '../../components/Picture';
import { cx } from '../../components/cx';
import { SectionTitle, useSectionsOptions } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Hero.module.css';

/** The page's opening: title, subtitle, image, an action and, for booking pages, the postal-code form. */
export function Hero({ section }: { section: SectionOf<'hero'> }) {
  const { t } = useLingui();
  const { PostalCodeForm } = useSectionsOptions();
  const fallbackTitle = t({ id: 'sections.hero.fallbackTitle', message: 'Welcome' });
  return (
    <div className={cx(styles.hero, section.image && styles.withImage)}>
      {section.image && (
        <Picture
          image={section.image}
          width={1600}
          height={900}
          sizes="100vw"
          priority
          className={styles.media}
          imgClassName={styles.image}
        />
      )}
      <div className={cx(common.container, styles.inner)}>
        <div className={styles.panel}>
          <SectionTitle className={styles.title} fallback={fallbackTitle}>
            {section.title}
          </SectionTitle>
          {section.subtitle && <p className={styles.subtitle}>{section.subtitle}</p>}
          {section.services && PostalCodeForm && <PostalCodeForm services={section.services} className={styles.form} context={section.title || fallbackTitle} />}
          {section.action && <LinkButton link={section.action} className={styles.action} />}
        </div>
      </div>
    </div>
  );
}
