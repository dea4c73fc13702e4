import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { LinkButton } from '../../components/LinkButton';
import { Picture } from '../../components/Picture';
import { RichText } from '../../components/RichText';
import { cx } from '../../components/cx';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Split.module.css';

/** Text beside an image; the editor puts the image left or right (on phones it comes first). */
export function Split({ section }: { section: SectionOf<'split'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={cx(styles.split, section.imagePosition === 'right' && styles.imageRight)} data-image-position={section.imagePosition}>
        <Picture image={section.image} width={720} height={540} sizes="(min-width: 768px) 50vw, 100vw" className={styles.media} imgClassName={styles.image} />
        <div className={styles.body}>
          <SectionTitle fallback={t({ id: 'sections.split.fallbackTitle', message: 'Read more' })}>{section.title}</SectionTitle>
          <RichText value={section.body} />
          {section.action && <LinkButton link={section.action} />}
        </div>
      </div>
    </div>
  );
}
