import { Trans, useLingui } from '@lingui/react/macro';
import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { routePath, withLocalePrefix } from '../../api/routes';
import { buttonClass } from '../components/Button';
import { SmartLink } from '../components/SmartLink';
import common from '../sections/Section.module.css';
import { useSite } from '../shell/SiteContext';
import { SERVICE_UNAVAILABLE_SLUG, type PageError } from './types';
import styles from './ErrorActions.module.css';

/** Where an error page's second action leads: the customer's subscription in My pages, or back to the service's page. */
type SecondAction = 'account' | 'service';

/**
 * Errors whose entry gets special actions after its sections (site.md §2):
 * a customer who already has the service manages it in their account; one
 * whose subscription is elsewhere, or who asked where the service is not
 * offered, may go back and book for another address.
 */
const SPECIAL_ERRORS: Partial<Record<string, SecondAction>> = {
  'subscribed-customer': 'account',
  'subscribed-customer-zip-code-mismatch': 'service',
  [SERVICE_UNAVAILABLE_SLUG]: 'service',
};

/**
 * The frame of an error page's actions: a section, named for screen readers,
 * holding the buttons; nothing in the app's webview, which has its own
 * navigation. Also the session-expired page's (`SessionExpiredPage`).
 */
export function ErrorActionsFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { webview } = useSite();
  const headingId = useId();
  if (webview) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section} data-testid="error-actions">
      <div className={common.container}>
        <h2 id={headingId} className="visually-hidden">
          {t({ id: 'page.error.actions.title', message: 'What would you like to do?' })}
        </h2>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}

/**
 * The actions a special error page adds: "contact us" (the contact modal)
 * and "your subscription" (in the customer's account) or "back to the service". Hidden in the app's webview,
 * which has its own navigation; nothing for other errors.
 */
export function ErrorActions({ error }: { error: PageError }) {
  const { locale } = useSite();
  const second = SPECIAL_ERRORS[error.slug];
  if (!second) return null;
  const serviceSlug = error.metadata?.slug;
  return (
    <ErrorActionsFrame>
      <SmartLink href="#" internal="contact" className={buttonClass({ variant: 'primary' })}>
        <Trans id="page.error.actions.contact">Contact us</Trans>
      </SmartLink>
      {second === 'account' && (
        // The customer came to change what the subscription holds: the link goes to it in My pages.
        <Link href={routePath('subscriptions', locale)} locale={false} className={buttonClass({ variant: 'secondary' })}>
          <Trans id="page.error.actions.subscription">Your subscription</Trans>
        </Link>
      )}
      {second === 'service' && serviceSlug && (
        <Link href={withLocalePrefix(`/${serviceSlug}`, locale)} locale={false} className={buttonClass({ variant: 'secondary' })}>
          <Trans id="page.error.actions.backToService">Back to the service</Trans>
        </Link>
      )}
    </ErrorActionsFrame>
  );
}
