import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../../../api/validators/constants';
import type { ContactMessageMachine } from '../../../machines/shell/contactMessage/contactMessage.machine';
import { MessageForm, type MessageFormField } from '../../forms/MessageForm';
import styles from './ContactModal.module.css';

/** The refusal for too many messages within the hour, which the form shows by its key (`CONTACT_TOO_MANY_MESSAGES`). */
msg({ id: 'shell.contact.message.tooMany', message: 'Too many messages have been sent from here. Please try again in an hour, or call us.' });

const FIELDS: readonly MessageFormField[] = [
  { name: 'name', label: <Trans id="shell.contact.message.name">Your name</Trans>, control: 'text', autoComplete: 'name', maxLength: CONTACT_NAME_MAX_LENGTH },
  { name: 'email', label: <Trans id="shell.contact.message.email">Your email address</Trans>, control: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH },
  { name: 'phone', label: <Trans id="shell.contact.message.phone">Phone number</Trans>, control: 'tel', autoComplete: 'tel', maxLength: 20, optional: true },
  { name: 'message', label: <Trans id="shell.contact.message.message">Your message</Trans>, control: 'textarea', maxLength: CONTACT_MESSAGE_MAX_LENGTH },
];

/** "Send us a message": name, e-mail, an optional phone number and the message, sent to customer service. */
export function ContactMessageForm({ actor }: { actor: ActorRefFrom<ContactMessageMachine> }) {
  return (
    <div className={styles.message}>
      <MessageForm
        actor={actor}
        fields={FIELDS}
        testId="contact-message"
        title={<Trans id="shell.contact.message.title">Send us a message</Trans>}
        thanks={
          <Trans id="shell.contact.message.sent">Thank you! Customer service has your message and will answer within one working day. We have sent you a receipt by email.</Trans>
        }
      />
    </div>
  );
}
