import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Steps.module.css';

/** Numbered steps (an ordered list, so the numbers are read out too). */
export function Steps({ section }: { section: SectionOf<'steps'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.steps.fallbackTitle', message: 'Step by step' })}>
          {section.title}
        </SectionTitle>
      </div>
      <ol className={styles.steps}>
        {section.steps.map((step, index) => (
          <li key={index} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
