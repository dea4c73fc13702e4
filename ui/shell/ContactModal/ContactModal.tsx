import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { WebConfig } from '../../../api/contract/content.schemas';
import { createContactMessageActors } from '../../../machines/shell/contactMessage/contactMessage.actors';
import { contactMessageMachine } from '../../../machines/shell/contactMessage/contactMessage.machine';
import { useSiteActorRef } from '../../site/siteActors';
import { useApi } from '../ApiContext';
import { ContactMessageForm } from './ContactMessageForm';
import styles from './ContactModal.module.css';

/** The message form's chart, started with the dialog's content and stopped when it closes: each opening is a new message. */
function ContactMessage() {
  const api = useApi();
  const actor = useSiteActorRef(contactMessageMachine.provide({ actors: createContactMessageActors(api) }));
  return <ContactMessageForm actor={actor} />;
}

/**
 * Contact options (internal link `contact`), as a modal dialog: phone and
 * e-mail of the company, and a message to customer service.
 */
export function ContactModal({ open, onClose, company }: { open: boolean; onClose(): void; company: WebConfig['company'] | undefined }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  // The browser's `close` event comes a task after the dialog closed: a quick reopening may come first, and
  // then it is no longer the dialog's state. Escape is heard at once (`cancel`), so the page's state follows at once.
  const closed = () => {
    if (!ref.current?.open) onClose();
  };

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={onClose} onClose={closed} data-testid="contact-modal">
      {open && (
        <>
          <h2 id={titleId}>
            <Trans id="shell.contact.title">Contact us</Trans>
          </h2>
          <p>
            <Trans id="shell.contact.text">Our customer service is happy to help with bookings, questions and quotes.</Trans>
          </p>
          {company && (
            <ul className={styles.options}>
              <li>
                <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>
                  <Trans id="shell.contact.call">Call {company.phone}</Trans>
                </a>
              </li>
              <li>
                <a href={`mailto:${company.email}`}>
                  <Trans id="shell.contact.email">Email {company.email}</Trans>
                </a>
              </li>
            </ul>
          )}
          <ContactMessage />
          <button type="button" className={styles.close} onClick={onClose} aria-label={t({ id: 'shell.contact.close', message: 'Close' })}>
            ×
          </button>
        </>
      )}
    </dialog>
  );
}
