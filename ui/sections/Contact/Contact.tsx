import { Trans, useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { Button } from '../../components/Button';
import { ContactDetails } from '../../components/ContactDetails/ContactDetails';
import { useSite } from '../../shell/SiteContext';
import { cx } from '../../components/cx';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Contact.module.css';

/** Ways to reach customer service, and a button opening the contact form. */
export function Contact({ section }: { section: SectionOf<'contact'> }) {
  const { t } = useLingui();
  const { openContact } = useSite();
  return (
    <div className={common.container}>
      <div className={cx(common.panel, styles.contact)}>
        <div className={common.panelIntro}>
          <SectionTitle fallback={t({ id: 'sections.contact.fallbackTitle', message: 'Contact us' })}>
            {section.title}
          </SectionTitle>
          {section.text && <p className={common.lead}>{section.text}</p>}
          <Button onClick={openContact} aria-haspopup="dialog">
            <Trans id="sections.contact.openForm">Send us a message</Trans>
          </Button>
        </div>
        <ContactDetails
          phone={section.phone}
          email={section.email}
          openingHours={section.openingHours}
          className={styles.details}
          rowClassName={styles.detail}
          hoursClassName={styles.hours}
        />
      </div>
    </div>
  );
}
