import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { SectionTitle } from '../SectionFrame';
import { HOW_IT_WORKS_COLUMNS } from '../constants';
import common from '../Section.module.css';
import styles from './HowItWorks.module.css';

type Item = SectionOf<'howItWorks'>['items'][number];

/** Splits items into columns in reading order: the first half left, the rest right. */
export function splitIntoColumns<T>(items: readonly T[], columns = HOW_IT_WORKS_COLUMNS): T[][] {
  const perColumn = Math.ceil(items.length / columns);
  return Array.from({ length: columns }, (_, column) => items.slice(column * perColumn, (column + 1) * perColumn));
}

/** How the service works, as numbered items in two columns. */
export function HowItWorks({ section }: { section: SectionOf<'howItWorks'> }) {
  const { t } = useLingui();
  const columns = splitIntoColumns<Item>(section.items);
  const perColumn = columns[0]?.length ?? 0;
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.howItWorks.fallbackTitle', message: 'How it works' })}>
          {section.title}
        </SectionTitle>
      </div>
      <div className={styles.columns}>
        {columns.map((items, column) => (
          // `start` keeps the numbering running into the second column.
          <ol key={column} className={styles.column} start={column * perColumn + 1} data-column={column}>
            {items.map((item, index) => (
              <li key={index} className={styles.item}>
                <span className={styles.number} aria-hidden="true">
                  {column * perColumn + index + 1}
                </span>
                <div className={styles.body}>
                  <h3 className={styles.itemTitle}>{item.title}</h3>
                  <p className={styles.text}>{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        ))}
      </div>
    </div>
  );
}
