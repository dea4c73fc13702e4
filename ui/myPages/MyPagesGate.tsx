import { Fragment, type ReactNode } from 'react';
import type { Customer } from '../../api/contract/customer';
import { RequireCustomer } from '../session/CustomerPages/RequireCustomer';
import { useSession } from '../session/SessionContext';

/**
 * A My pages page: behind login. A new session (a login after one ended, an
 * account switch, a login in another tab) starts the page's charts afresh,
 * so what they show is read under it; no page or chart is given the session.
 */
export function MyPagesGate({ children }: { children: (customer: Customer) => ReactNode }) {
  const { view } = useSession();
  return <RequireCustomer>{(customer) => <Fragment key={view.sessionId ?? ''}>{children(customer)}</Fragment>}</RequireCustomer>;
}
