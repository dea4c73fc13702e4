import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Customer } from '../../../api/contract/customer';
import { useSession } from '../SessionContext';
import { useCustomerGate } from './useCustomerGate';

/**
 * A page behind login: shows its content for a logged-in customer, and sends
 * anyone else to the log-in page, which brings them back here afterwards
 * (the customer gate's chart navigates).
 */
export function RequireCustomer({ children }: { children: (customer: Customer) => ReactNode }) {
  const { view } = useSession();
  useCustomerGate('customer');

  if (!view.customer) {
    return (
      <p role="status" aria-live="polite" style={{ textAlign: 'center', margin: '4rem auto' }}>
        <Trans id="session.loading">Loading…</Trans>
      </p>
    );
  }
  return <>{children(view.customer)}</>;
}
