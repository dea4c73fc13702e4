import { useEffect, useState } from 'react';
import { customerAccount as customerCalls, type Customer } from '../../../api/contract/customerAccount';
import { withMainAccountEmail } from '../../../machines/session/session.context';
import { useApi } from '../../shell/ApiContext';
import { useSession } from '../SessionContext';

/**
 * The customer as the server has it now, read again whenever the session
 * acts as another account (a switch), with the main account's email
 * propagated as the session does. Until the read for the current account is
 * in, null: the caller shows the session's customer. A failed read leaves the
 * known data on screen; a 401 reaches the session through the call layer's
 * channel.
 */
export function useFreshCustomer(): Customer | null {
  const api = useApi();
  const { view } = useSession();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const activeAccountId = view.isLoggedIn ? (view.customer?.activeAccount.id ?? null) : null;
  const sessionId = view.sessionId;
  useEffect(() => {
    if (activeAccountId === null || sessionId === null) return;
    let current = true;
    api
      .call(customerCalls.get, { sessionId, fresh: true })
      .then((answer) => {
        if (current) setCustomer(withMainAccountEmail(answer));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, activeAccountId, sessionId]);
  // A read from before a switch describes the other account.
  return customer !== null && customer.activeAccount.id === activeAccountId ? customer : null;
}
