import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { LinkButton } from '../../components/LinkButton';
import { Picture } from '../../components/Picture';
import { RichText } from '../../components/RichText';
import { cx } from '../../components/cx';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import split from '../Split/Split.module.css';
import styles from './SplitMulti.module.css';

/** Several image-and-text rows, the image alternating left and right. */
export function SplitMulti({ section }: { section: SectionOf<'splitMulti'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.splitMulti.fallbackTitle', message: 'More about us' })}>
          {section.title}
        </SectionTitle>
      </div>
      <ul className={styles.items}>
        {section.items.map((item, index) => (
          <li key={index} className={cx(styles.item, split.split, index % 2 === 1 && split.imageRight)}>
            <Picture
              image={item.image}
              width={640}
              height={480}
              sizes="(min-width: 768px) 50vw, 100vw"
              className={split.media}
              imgClassName={split.image}
            />
            <div className={split.body}>
              <h3>{item.title}</h3>
              <RichText value={item.body} headingOffset={2} />
              {item.action && <LinkButton link={item.action} />}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
