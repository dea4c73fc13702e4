import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FaqItem, SectionOf } from '../../../api/contract/content.schemas';
import { RichText } from '../../components/RichText';
import { cx } from '../../components/cx';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Faq.module.css';

const FAQ_PAGE = 'https://schema.org/FAQPage';
const QUESTION = 'https://schema.org/Question';
const ANSWER = 'https://schema.org/Answer';

/** Microdata attributes, only when the editor asked for them. */
const micro = (on: boolean, attributes: Record<string, string | boolean>) => (on ? attributes : {});

function Question({ item, open, onToggle, microdata, baseId }: {
  item: FaqItem;
  open: boolean;
  onToggle(): void;
  microdata: boolean;
  baseId: string;
}) {
  const buttonId = `${baseId}-q`;
  const panelId = `${baseId}-a`;
  return (
    <li
      className={cx(styles.item, open && styles.open)}
      {...micro(microdata, { itemScope: true, itemProp: 'mainEntity', itemType: QUESTION })}
    >
      <h3 className={styles.question}>
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span {...micro(microdata, { itemProp: 'name' })}>{item.question}</span>
          <span className={styles.icon} aria-hidden="true" />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={styles.answer}
        // Closed answers stay in the document (for search engines and find-in-page) but are hidden.
        hidden={!open}
        {...micro(microdata, { itemScope: true, itemProp: 'acceptedAnswer', itemType: ANSWER })}
      >
        <div {...micro(microdata, { itemProp: 'text' })}>
          <RichText value={item.answer} headingOffset={2} />
        </div>
      </div>
    </li>
  );
}

/** Frequently asked questions as an accordion, with FAQPage microdata when the editor flags it. */
export function Faq({ section }: { section: SectionOf<'faq'> }) {
  const { t } = useLingui();
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className={common.container}>
      <div className={styles.faq} {...micro(section.microdata, { itemScope: true, itemType: FAQ_PAGE })}>
        <div className={common.header}>
          <SectionTitle fallback={t({ id: 'sections.faq.fallbackTitle', message: 'Frequently asked questions' })}>
            {section.title}
          </SectionTitle>
        </div>
        <ul className={styles.list}>
          {section.items.map((item, index) => (
            <Question
              key={item.id}
              item={item}
              open={openIds.has(item.id)}
              onToggle={() => toggle(item.id)}
              microdata={section.microdata}
              baseId={`${baseId}-${index}`}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
