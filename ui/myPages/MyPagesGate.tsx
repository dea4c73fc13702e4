import type { ReactNode } from 'react';
import type { Customer } from '../../api/contract/customer';
import { RequireCustomer } from '../session/CustomerPages/RequireCustomer';
import { useSession } from '../session/SessionContext';

/** A My pages page: behind login, with the session its calls name. */
export function MyPagesGate({ children }: { children: (props: { customer: Customer; sessionId: string | null }) => ReactNode }) {
  const { view } = useSession();
  return <RequireCustomer>{(customer) => children({ customer, sessionId: view.sessionId })}</RequireCustomer>;
}
