import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { LinkButton } from '../../components/LinkButton';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Action.module.css';

/** A call to action: a short text and one prominent button. */
export function Action({ section }: { section: SectionOf<'action'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={styles.action}>
        <SectionTitle fallback={t({ id: 'sections.action.fallbackTitle', message: 'Get started' })}>
          {section.title}
        </SectionTitle>
        {section.text && <p className={styles.text}>{section.text}</p>}
        <LinkButton link={section.action} variant="accent" />
      </div>
    </div>
  );
}
