import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { RichText } from '../../components/RichText';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Text.module.css';

/** A block of editor-written rich text. */
export function Text({ section }: { section: SectionOf<'text'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={styles.text}>
        <SectionTitle fallback={t({ id: 'sections.text.fallbackTitle', message: 'About' })}>{section.title}</SectionTitle>
        <RichText value={section.body} />
      </div>
    </div>
  );
}
