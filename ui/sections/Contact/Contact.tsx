import { Trans, useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { Button } from '../../components/Button';
import { mailtoHref, telHref } from '../../components/links';
import { useSite } from '../../shell/SiteContext';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Contact.module.css';

/** Ways to reach customer service, and a button opening the contact form. */
export function Contact({ section }: { section: SectionOf<'contact'> }) {
  const { t } = useLingui();
  const { openContact } = useSite();
  return (
    <div className={common.container}>
      <div className={styles.contact}>
        <div className={styles.intro}>
          <SectionTitle fallback={t({ id: 'sections.contact.fallbackTitle', message: 'Contact us' })}>
            {section.title}
          </SectionTitle>
          {section.text && <p className={common.lead}>{section.text}</p>}
          <Button onClick={openContact} aria-haspopup="dialog">
            <Trans id="sections.contact.openForm">Send us a message</Trans>
          </Button>
        </div>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>
              <Trans id="sections.contact.phone">Phone</Trans>
            </dt>
            <dd>
              <a href={telHref(section.phone)}>{section.phone}</a>
            </dd>
          </div>
          <div className={styles.detail}>
            <dt>
              <Trans id="sections.contact.email">Email</Trans>
            </dt>
            <dd>
              <a href={mailtoHref(section.email)}>{section.email}</a>
            </dd>
          </div>
          {section.openingHours.length > 0 && (
            <div className={styles.detail}>
              <dt>
                <Trans id="sections.contact.openingHours">Opening hours</Trans>
              </dt>
              <dd>
                <ul className={styles.hours}>
                  {section.openingHours.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </div>
  );
}
