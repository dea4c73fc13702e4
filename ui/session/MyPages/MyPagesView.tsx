import { Trans } from '@lingui/react/macro';
import { accountShortName } from '../../../api/contract/accountName';
import { AccountChooser } from '../AccountChooser/AccountChooser';
import { LoginView } from '../../eidLogin/LoginView';
import { Registration } from '../Registration/Registration';
import { useRouterAdapter } from '../../shell/RouterAdapter';
import { MyPagesStart } from '../../myPages/start/MyPagesStart';
import { useCustomerGate } from '../CustomerPages/useCustomerGate';
import { useSession } from '../SessionContext';
import styles from './MyPages.module.css';

/**
 * The `my{product}` route: log in, register or choose an account as the
 * session requires, then back to where the visitor came from (`referrer`,
 * the customer gate's chart navigates) or the start of the customer pages.
 */
export function MyPagesView({ eidSimulator }: { eidSimulator: boolean }) {
  const { view } = useSession();
  const router = useRouterAdapter();
  const { returning } = useCustomerGate('logIn');

  if (!view.isReady || view.busy) return <Busy />;
  if (view.mustChooseAccount) return <AccountChooser />;
  // Going back to the referrer: a customer, or someone without an account back to their invitation.
  if (returning) return <Busy />;
  if (view.isNewCustomer) return <Registration />;
  if (!view.isLoggedIn) return <LoginView simulator={eidSimulator} />;
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
