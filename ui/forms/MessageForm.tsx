import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { sanitizeIntegerInput } from '../../api/validators/integer';
import type { MessageFormMachine } from '../../machines/shell/messageForm/messageForm.machine';
import { selectMessageForm } from '../../machines/shell/messageForm/messageForm.selectors';
import { Button } from '../components/Button';
import { cx } from '../components/cx';
import fields from '../components/Fields.module.css';
import { Spinner } from '../components/Spinner';
import { useHydrating } from '../components/useHydrating';
import { Field } from './Field';
import styles from './MessageForm.module.css';

/** How a field of a message form is typed: the control and what the phone's keyboard offers. */
type Control = 'text' | 'email' | 'tel' | 'url' | 'digits' | 'textarea';

/** One field of a message form, in the order shown. */
export interface MessageFormField {
  name: string;
  label: ReactNode;
  control: Control;
  maxLength: number;
  autoComplete?: string;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  /** Help below the label (a format, an example). */
  hint?: ReactNode;
}

interface MessageFormProps {
  actor: ActorRefFrom<MessageFormMachine>;
  fields: readonly MessageFormField[];
  title: ReactNode;
  /** Said once the message is sent, in place of the form. */
  thanks: ReactNode;
  /** `data-testid` prefix: `<testId>-form`, `<testId>-sent`. */
  testId: string;
  className?: string;
  /** The title's level where the form sits. */
  titleLevel?: 'h2' | 'h3';
}

const INPUT_TYPES: Record<Exclude<Control, 'textarea' | 'digits'>, { type: string; inputMode?: 'email' | 'tel' | 'url' }> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  tel: { type: 'tel', inputMode: 'tel' },
  url: { type: 'url', inputMode: 'url' },
};

/**
 * A form that sends us one message (the contact dialog's, a partner
 * application, an employer's interest in employee benefits), drawn from its
 * chart: each field with its refusal, the form's own error, a busy send
 * button, then the thanks. The first field at fault takes the focus after a
 * refused submit; the thanks take it once sent (the form they replace had it).
 */
export function MessageForm({ actor, fields: shown, title, thanks, testId, className, titleLevel: Title = 'h3' }: MessageFormProps) {
  const { t, i18n } = useLingui();
  const view = useSelector(actor, selectMessageForm);
  // Until React has the form (the server's HTML, hydrating), what is typed would not reach the chart and a press on Send
  // would post the form to the page: the fields are read-only and Send sends nothing.
  const interactive = !useHydrating();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const firstError = shown.find((field) => view.errors[field.name])?.name;
  useEffect(() => {
    if (view.sent) thanksRef.current?.focus();
  }, [view.sent]);
  useEffect(() => {
    if (firstError) form.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
  }, [firstError]);

  if (view.sent) {
    return (
      <p ref={thanksRef} tabIndex={-1} role="status" className={cx(styles.thanks, className)} data-testid={`${testId}-sent`}>
        {thanks}
      </p>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'message.submitted' });
  };
  const change = (field: MessageFormField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'field.changed', field: field.name, value: field.control === 'digits' ? sanitizeIntegerInput(event.target.value, field.maxLength) : event.target.value });

  return (
    <form ref={form} className={cx(styles.form, className)} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={view.busy} data-testid={`${testId}-form`}>
      <Title id={`${id}-title`} className={styles.title}>
        {title}
      </Title>
      {shown.map((field) => {
        const error = view.errors[field.name];
        const common = {
          name: field.name,
          className: fields.input,
          autoComplete: field.autoComplete,
          value: view.values[field.name] ?? '',
          readOnly: view.busy || !interactive,
          onChange: change(field),
        };
        return (
          <Field
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            hint={field.hint}
            labelSuffix={field.optional ? <Trans id="forms.optional">(optional)</Trans> : undefined}
            error={error ?? null}
          >
            {(control) =>
              field.control === 'textarea' ? (
                // Room past the limit, so the length rule (not the browser) says a text is too long.
                <textarea {...control} {...common} rows={5} maxLength={field.maxLength + 100} />
              ) : field.control === 'digits' ? (
                <input {...control} {...common} type="text" inputMode="numeric" maxLength={field.maxLength} />
              ) : (
                <input {...control} {...common} {...INPUT_TYPES[field.control]} maxLength={field.maxLength} />
              )
            }
          </Field>
        );
      })}
      {view.submitError && (
        <p className={styles.submitError} role="alert">
          {i18n._(view.submitError)}
        </p>
      )}
      {/* Not disabled while sending: the focus stays on it, and the chart ignores a second submit. */}
      <Button type={interactive ? 'submit' : 'button'} variant="primary" aria-disabled={view.busy || !interactive || undefined}>
        {view.busy ? <Spinner /> : null}
        {t({ id: 'forms.send', message: 'Send' })}
      </Button>
    </form>
  );
}
