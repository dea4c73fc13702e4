import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react';
import type { ServiceInSection } from '../../api/contract/content.schemas';
import { routePath } from '../../api/routes';
import { POSTAL_CODE_INPUT_MAX_LENGTH } from '../../api/validators/constants';
import { postalCodeMachine } from '../../machines/booking/postalCode/postalCode.machine';
import { createPostalCodeActors } from '../../machines/booking/postalCode/postalCode.actors';
import { selectInterest, selectPostalCode } from '../../machines/booking/postalCode/postalCode.selectors';
import { BOOKING_PRODUCTS, type BookingProduct } from '../../machines/booking/wizard/products';
import { Button } from '../components/Button';
import { PostalCodeInterest } from '../components/PostalCodeInterest';
import slot from '../components/PostalCodeFields.module.css';
import { useApi } from '../shell/ApiContext';
import { useRouterAdapter } from '../shell/RouterAdapter';
import { track, type AnalyticsProperties } from '../shell/analytics/track';
import { useSite } from '../shell/SiteContext';
import { POSTAL_CODE_STORAGE_KEY, useSessionSource } from '../session/SessionContext';
import styles from './PostalCodeForm.module.css';
import { Spinner } from '../components/Spinner';
import { useModalFocus } from '../components/useModalFocus';
import { useSiteActorRef } from '../site/siteActors';

/**
 * The postal-code form of hero and booking sections: checks the code (the
 * product's availability, or the city and catalog), offers a choice when
 * several services are sold there, and opens the booking.
 */
export function PostalCodeForm({
  services,
  className,
  context,
}: {
  services: ServiceInSection[];
  className?: string;
  /** The heading of the section the form is in: its name then tells it from the page's other postal-code forms. */
  context?: string;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const router = useRouterAdapter();
  const { locale } = useSite();
  const id = useId();

  const machine = useMemo(
    () =>
      postalCodeMachine.provide({
        actors: createPostalCodeActors(api),
        actions: {
          trackUnavailable: (_, { postalCode, productId }) => {
            const service: AnalyticsProperties = productId === null ? {} : { productId };
            track('postalCodeChecked', { zipCode: postalCode, ...service, available: false });
            track('serviceUnavailable', { zipCode: postalCode, ...service });
          },
          goToBooking: (_, query) => {
            const products: readonly BookingProduct[] = BOOKING_PRODUCTS;
            const product =
              products.find((candidate) => candidate.productId === query.productId && (candidate.variant ?? null) === (query.variant ?? null)) ??
              products.find((candidate) => candidate.productId === query.productId);
            if (!product) return;
            track('postalCodeChecked', { zipCode: query.areaCode, productId: query.productId, available: true });
            try {
              window.localStorage.setItem(POSTAL_CODE_STORAGE_KEY, query.areaCode);
            } catch {
              // Remembering the code is a convenience only.
            }
            const { productId: _productId, ...params } = query;
            const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
            router.go(`${routePath(product.route, locale)}?${search}`);
          },
        },
      }),
    [api, locale, router],
  );
  // A logged-in customer's subscriptions decide the weekly-cleaning rules: the chart follows the session itself.
  const session = useSessionSource();
  const actor = useSiteActorRef(machine, { input: { session, services } });
  const view = useSelector(actor, selectPostalCode);
  const interest = useSelector(actor, selectInterest);
  // The choice opens beside the form: it takes focus so it is announced, and gives it back to the submit button on closing.
  const choiceRef = useRef<HTMLDivElement>(null);
  useModalFocus(choiceRef, view.choiceVisible, { modal: false });
  const closeChoiceOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    actor.send({ type: 'choice.closed' });
  };

  const inputId = `${id}-areaCode`;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submitted' });
  };

  return (
    <div className={className}>
      <form
        className={slot.form}
        onSubmit={submit}
        noValidate
        aria-label={
          context
            ? t({ id: 'components.postalCode.formLabelIn', message: `Check availability: ${context}` })
            : t({ id: 'components.postalCode.formLabel', message: 'Check availability' })
        }
        aria-busy={view.busy}
        data-testid="postal-code-form"
      >
        <label className={slot.label} htmlFor={inputId}>
          <Trans id="components.postalCode.label">Postal code</Trans>
        </label>
        <div className={slot.row}>
          <input
            id={inputId}
            className={slot.input}
            name="areaCode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="123 45"
            maxLength={POSTAL_CODE_INPUT_MAX_LENGTH}
            value={view.displayValue}
            onChange={(event) => actor.send({ type: 'input.changed', value: event.target.value })}
            aria-invalid={view.errorKey ? true : undefined}
            aria-describedby={view.errorKey ? errorId : undefined}
          />
          {/* Not disabled while checking: a disabled button would drop the keyboard focus; the chart ignores a second submit. */}
          <Button type="submit" className={slot.submit} aria-disabled={view.busy || undefined}>
            {view.showSpinner ? <Spinner /> : null}
            <Trans id="components.postalCode.submit">Get started</Trans>
          </Button>
        </div>
        {view.errorKey && (
          <p id={errorId} className={slot.error} role="alert" data-testid="postal-code-error">
            {i18n._(view.errorKey)}
          </p>
        )}
        {/* No answer came: nothing is wrong with the code, and the check runs again once the connection is back. */}
        {view.waitingForConnection && (
          <p className={slot.status} role="status" data-testid="postal-code-waiting">
            <Trans id="components.postalCode.waitingForConnection">You are offline. We will check the postal code when your connection is back.</Trans>
          </p>
        )}
      </form>
      {interest && <PostalCodeInterest key={interest.sessionId} actor={interest} />}
      {view.choiceVisible && (
        <div
          ref={choiceRef}
          className={styles.choice}
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-choice`}
          tabIndex={-1}
          onKeyDown={closeChoiceOnEscape}
          data-testid="service-choice"
        >
          <h3 id={`${id}-choice`}>
            <Trans id="booking.choice.title">Which service would you like?</Trans>
          </h3>
          <ul>
            {view.choices.map((choice) => (
              <li key={choice.productId}>
                <button type="button" disabled={choice.disabled} onClick={() => actor.send({ type: 'service.chosen', productId: choice.productId })}>
                  {choice.title}
                </button>
                {choice.disabledReason === 'includedInSubscription' && (
                  <span className={styles.reason}>
                    <Trans id="booking.choice.includedInSubscription">Included in your subscription</Trans>
                  </span>
                )}
                {choice.disabledReason === 'subscriptionZipCodeMismatch' && (
                  <span className={styles.reason}>{i18n._('common.formErrors.subscriptionZipCodeMismatch')}</span>
                )}
                {!choice.available && !choice.disabledReason && (
                  <span className={styles.reason}>
                    <Trans id="booking.choice.unavailable">Not offered at this postal code</Trans>
                  </span>
                )}
              </li>
            ))}
          </ul>
          <button type="button" className={styles.close} onClick={() => actor.send({ type: 'choice.closed' })}>
            <Trans id="booking.choice.close">Close</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
