import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { EMAIL_MAX_LENGTH } from '../../api/validators/constants';
import { formatPostalCode } from '../../api/validators/postalCode';
import type { AreaInterestMachine } from '../../machines/booking/areaInterest/areaInterest.machine';
import { selectAreaInterest } from '../../machines/booking/areaInterest/areaInterest.selectors';
import { Button } from './Button';
import slot from './PostalCodeFields.module.css';
import { Spinner } from './Spinner';
import styles from './PostalCodeInterest.module.css';

/**
 * "Tell me when you come here", under a postal-code form's "not offered"
 * message: an e-mail address for the code the visitor typed, then a
 * confirmation that takes the focus (the form it replaces had it).
 */
export function PostalCodeInterest({ actor }: { actor: ActorRefFrom<AreaInterestMachine> }) {
  const { i18n } = useLingui();
  const view = useSelector(actor, selectAreaInterest);
  const id = useId();
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (view.registered) confirmation.current?.focus();
  }, [view.registered]);

  // `111 22` stays on one line.
  const code = formatPostalCode(view.postalCode).replace(' ', '\u00a0');
  if (view.registered) {
    const email = view.email.trim();
    return (
      <div className={styles.interest}>
        <p ref={confirmation} tabIndex={-1} role="status" className={styles.confirmation} data-testid="area-interest-confirmation">
          <Trans id="components.postalCode.interest.confirmation">
            Thank you! We will email {email} as soon as we offer our services at {code}.
          </Trans>
        </p>
      </div>
    );
  }

  const inputId = `${id}-email`;
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'interest.submitted' });
  };

  return (
    <form className={styles.interest} onSubmit={submit} noValidate aria-labelledby={titleId} aria-busy={view.busy} data-testid="area-interest-form">
      <p id={titleId} className={styles.title}>
        <Trans id="components.postalCode.interest.title">Want to know when we come to {code}?</Trans>
      </p>
      <label className={slot.label} htmlFor={inputId}>
        <Trans id="components.postalCode.interest.emailLabel">Your email address</Trans>
      </label>
      <div className={slot.row}>
        <input
          id={inputId}
          className={slot.input}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={view.email}
          readOnly={view.busy}
          onChange={(event) => actor.send({ type: 'email.changed', value: event.target.value })}
          aria-invalid={view.emailError ? true : undefined}
          aria-describedby={[view.emailError && errorId, hintId].filter(Boolean).join(' ')}
        />
        {/* Not disabled while sending: the focus stays on it, and the chart ignores a second submit. */}
        <Button type="submit" variant="secondary" className={slot.submit} aria-disabled={view.busy || undefined}>
          {view.busy ? <Spinner /> : null}
          <Trans id="components.postalCode.interest.submit">Notify me</Trans>
        </Button>
      </div>
      {view.emailError && (
        <p id={errorId} className={slot.error} role="alert">
          {i18n._(view.emailError)}
        </p>
      )}
      {view.submitError && (
        <p className={slot.error} role="alert">
          {i18n._(view.submitError)}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        <Trans id="components.postalCode.interest.consent">
          We use your email address only to tell you when we offer our services at {code}, and then delete it. You can ask us to delete it
          at any time.
        </Trans>
      </p>
    </form>
  );
}
