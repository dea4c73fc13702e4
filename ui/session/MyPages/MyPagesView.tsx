import { Trans } from '@lingui/react/macro';
import { useRef, type ComponentType } from 'react';
import { useFocusOnChange } from '../../components/useFocusOnChange';
import { accountShortName } from '../../../api/contract/accountName';
import { AccountChooser } from '../AccountChooser/AccountChooser';
import { LoginView } from '../../eidLogin/LoginView';
import { useRouterAdapter } from '../../shell/RouterAdapter';
import { MyPagesStart } from '../../myPages/start/MyPagesStart';
import { useCustomerGate } from '../CustomerPages/useCustomerGate';
import { useSession } from '../SessionContext';
import { LazyFallback } from '../../components/LazyFallback';
import { lazyModule } from '../../components/lazyModule';
import styles from './MyPages.module.css';

/** The registration form (and its form and schema libraries) is fetched only for a person who is not a customer yet. */
export const registration = lazyModule(() => import('../Registration/Registration').then((module) => module.Registration));

/**
 * The `my{product}` route: log in, register or choose an account as the
 * session requires, then back to where the visitor came from (`referrer`,
 * the customer gate's chart navigates) or the start of the customer pages.
 */
export function MyPagesView({ eidSimulator }: { eidSimulator: boolean }) {
  const { view } = useSession();
  const { returning } = useCustomerGate('logIn');
  // Logged in (or asked to choose an account, or to register), the screen that replaces BankID's takes the focus at
  // its heading: the login's controls are gone, and the page's body is no place to leave the keyboard.
  const screen = useRef<HTMLDivElement>(null);
  const busy = !view.isReady || view.busy || (returning && !view.mustChooseAccount);
  const wanted = busy ? null : view.mustChooseAccount ? 'choose' : view.isNewCustomer ? 'register' : view.isLoggedIn ? 'start' : 'login';
  const registrationCode = registration.useLoaded(wanted === 'register');
  // While the registration's code loads the screen is not shown yet: the focus moves once its heading is there.
  const shown = wanted === 'register' && !registrationCode.loaded ? null : wanted;
  useFocusOnChange(shown, screen, { headingWithin: true });
  return (
    <div ref={screen} className={styles.screen}>
      {wanted === 'register' && !registrationCode.loaded ? (
        <LazyFallback state={registrationCode} />
      ) : (
        <Screen shown={shown} eidSimulator={eidSimulator} Registration={registrationCode.loaded} />
      )}
    </div>
  );
}

function Screen({
  shown,
  eidSimulator,
  Registration,
}: {
  shown: 'choose' | 'register' | 'start' | 'login' | null;
  eidSimulator: boolean;
  Registration: ComponentType | null;
}) {
  const { view } = useSession();
  const router = useRouterAdapter();
  if (shown === null) return <Busy />;
  if (shown === 'choose') return <AccountChooser />;
  if (shown === 'register' && Registration) return <Registration />;
  if (shown === 'login') return <LoginView simulator={eidSimulator} />;
  // The account acted as is greeted, as the account button names it: a company by its name.
  const name = view.customer ? accountShortName(view.customer.activeAccount) : '';
  const feedback = router.location().query.feedback;
  return (
    <section className={styles.start} aria-labelledby="my-pages-title" data-testid="my-pages">
      <h1 id="my-pages-title">
        <Trans id="session.myPages.greeting">Welcome, {name}</Trans>
      </h1>
      <MyPagesStart feedbackId={feedback ? feedback : null} />
    </section>
  );
}

function Busy() {
  return (
    <p className={styles.busy} role="status" aria-live="polite">
      <Trans id="session.loading">Loading…</Trans>
    </p>
  );
}
