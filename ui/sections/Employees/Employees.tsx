import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { Picture } from '../../components/Picture';
import { mailtoHref, telHref } from '../../components/links';
import { cx } from '../../components/cx';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Employees.module.css';

/** The people of a team or office. */
export function Employees({ section }: { section: SectionOf<'employees'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.employees.fallbackTitle', message: 'Our team' })}>
          {section.title}
        </SectionTitle>
      </div>
      <ul className={cx(common.grid, styles.grid)}>
        {section.employees.map((person, index) => (
          <li key={`${person.name}-${index}`} className={styles.person}>
            {person.image ? (
              // The name follows right below; the portrait adds nothing for a screen reader.
              <Picture image={person.image} width={160} height={160} alt="" className={styles.media} imgClassName={styles.image} />
            ) : (
              <span className={styles.initials} aria-hidden="true">
                {initials(person.name)}
              </span>
            )}
            <div className={styles.body}>
              <h3 className={styles.name}>{person.name}</h3>
              <p className={styles.role}>{person.role}</p>
              {person.email && (
                <a className={styles.contactLink} href={mailtoHref(person.email)}>
                  {person.email}
                </a>
              )}
              {person.phone && (
                <a className={styles.contactLink} href={telHref(person.phone)}>
                  {person.phone}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
