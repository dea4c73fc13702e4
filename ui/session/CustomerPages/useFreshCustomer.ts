import { useEffect, useState } from 'react';
import { customerAccount as customerCalls, type Customer } from '../../../api/contract/customerAccount';
import { useApi } from '../../shell/ApiContext';
import { useSession } from '../SessionContext';

/**
 * The customer as the server has it now. A failed read leaves the known
 * data on screen; a 401 reaches the session through the call layer's channel.
 */
export function useFreshCustomer(): Customer | null {
  const api = useApi();
  const { view } = useSession();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const loggedIn = view.isLoggedIn;
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    api
      .call(customerCalls.get, { fresh: true })
      .then((answer) => {
        if (current) setCustomer(answer);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, loggedIn]);
  return customer;
}
