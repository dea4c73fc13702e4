import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../../../api/validators/constants';
import type { ContactMessageMachine } from '../../../machines/shell/contactMessage/contactMessage.machine';
import { selectContactMessage } from '../../../machines/shell/contactMessage/contactMessage.selectors';
import type { ContactField } from '../../../machines/shell/contactMessage/contactMessage.types';
import { Button } from '../../components/Button';
import fields from '../../components/Fields.module.css';
import { Spinner } from '../../components/Spinner';
import { Field } from '../../forms/Field';
import styles from './ContactModal.module.css';

/** The refusal for too many messages within the hour, which the form shows by its key (`CONTACT_TOO_MANY_MESSAGES`). */
msg({ id: 'shell.contact.message.tooMany', message: 'Too many messages have been sent from here. Please try again in an hour, or call us.' });

/**
 * "Send us a message": name, e-mail, an optional phone number and the
 * message, sent to customer service. The first field at fault takes the
 * focus after a refused submit; the thanks take it once sent (the form they
 * replace had it).
 */
export function ContactMessageForm({ actor }: { actor: ActorRefFrom<ContactMessageMachine> }) {
  const { t, i18n } = useLingui();
  const view = useSelector(actor, selectContactMessage);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const firstError = (['name', 'email', 'phone', 'message'] as const).find((field) => view.errors[field]);
  useEffect(() => {
    if (view.sent) thanks.current?.focus();
  }, [view.sent]);
  useEffect(() => {
    if (firstError) form.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
  }, [firstError]);

  if (view.sent) {
    return (
      <p ref={thanks} tabIndex={-1} role="status" className={styles.thanks} data-testid="contact-message-sent">
        <Trans id="shell.contact.message.sent">Thank you! Customer service has your message and will answer within one working day. We have sent you a receipt by email.</Trans>
      </p>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'message.submitted' });
  };
  const change = (field: ContactField) => (event: { target: { value: string } }) => actor.send({ type: 'field.changed', field, value: event.target.value });
  const field = (name: ContactField, label: ReactNode, control: (props: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode, suffix?: ReactNode) => {
    const error = view.errors[name];
    return (
      <Field id={`${id}-${name}`} label={label} labelSuffix={suffix} error={error ? { message: error } : null}>
        {control}
      </Field>
    );
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={view.busy} data-testid="contact-message-form">
      <h3 id={`${id}-title`} className={styles.formTitle}>
        <Trans id="shell.contact.message.title">Send us a message</Trans>
      </h3>
      {field('name', <Trans id="shell.contact.message.name">Your name</Trans>, (control) => (
        <input {...control} name="name" className={fields.input} autoComplete="name" maxLength={CONTACT_NAME_MAX_LENGTH} value={view.values.name} readOnly={view.busy} onChange={change('name')} />
      ))}
      {field('email', <Trans id="shell.contact.message.email">Your email address</Trans>, (control) => (
        <input {...control} name="email" type="email" inputMode="email" className={fields.input} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={view.values.email} readOnly={view.busy} onChange={change('email')} />
      ))}
      {field(
        'phone',
        <Trans id="shell.contact.message.phone">Phone number</Trans>,
        (control) => (
          <input {...control} name="phone" type="tel" inputMode="tel" className={fields.input} autoComplete="tel" maxLength={20} value={view.values.phone} readOnly={view.busy} onChange={change('phone')} />
        ),
        <Trans id="shell.contact.message.optional">(optional)</Trans>,
      )}
      {field('message', <Trans id="shell.contact.message.message">Your message</Trans>, (control) => (
        <textarea {...control} name="message" className={fields.input} rows={5} maxLength={CONTACT_MESSAGE_MAX_LENGTH + 100} value={view.values.message} readOnly={view.busy} onChange={change('message')} />
      ))}
      {view.submitError && (
        <p className={styles.submitError} role="alert">
          {i18n._(view.submitError)}
        </p>
      )}
      {/* Not disabled while sending: the focus stays on it, and the chart ignores a second submit. */}
      <Button type="submit" variant="primary" aria-disabled={view.busy || undefined}>
        {view.busy ? <Spinner /> : null}
        {t({ id: 'shell.contact.message.send', message: 'Send' })}
      </Button>
    </form>
  );
}
