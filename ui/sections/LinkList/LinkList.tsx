import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { ContentLink } from '../../components/SmartLink';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './LinkList.module.css';

/** A list of links, e.g. to the services or cities. */
export function LinkList({ section }: { section: SectionOf<'linkList'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.linkList.fallbackTitle', message: 'Links' })}>{section.title}</SectionTitle>
      </div>
      <ul className={styles.list}>
        {section.links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <ContentLink link={link} className={styles.link} />
          </li>
        ))}
      </ul>
    </div>
  );
}
