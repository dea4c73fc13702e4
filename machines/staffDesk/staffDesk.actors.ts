import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client/types';
import type { Customer } from '../../api/contract/customer';
import { staff } from '../../api/calls/staff';
import type { LookUpInput, RegisterInput, StaffDeskEvent } from './staffDesk.types';

const tokenOf = (input: LookUpInput) => (input.accessToken ? { directoryToken: input.accessToken } : {});

/**
 * The desk's calls, built from the API client at the edge and given with
 * `.provide()` (tests give their own), as the customer named (`ssn`, sent as
 * `X-Ssn`) and with the token read when the call started (else the client's own):
 * - `lookUpCustomer`: GET `/v1/customer-service/customer`, the customer; 404 when the person is not a customer yet;
 * - `registerCustomer`: POST `/v1/customer-service/customer`, registers the person; 400 names fields, 409 when they are a customer already.
 */
export function createStaffDeskActors(api: ApiClient) {
  return {
    lookUpCustomer: fromPromise<Customer, LookUpInput>(({ input }) => api.call(staff.customer, { ssn: input.ssn, ...tokenOf(input) })),
    registerCustomer: fromPromise<Customer, RegisterInput>(({ input }) =>
      api.call(staff.registerCustomer, { ssn: input.ssn, body: input.request, ...tokenOf(input) }),
    ),
  };
}

/**
 * Hears that the tab forgot the customer elsewhere (the staff header's
 * "switch customer", log out). The edge provides the listener on the tab's
 * acting-for store (`ui/staff/actingForStore.ts`); a desk on its own hears nothing.
 */
export const watchActingFor = fromCallback<StaffDeskEvent>(() => () => {});
