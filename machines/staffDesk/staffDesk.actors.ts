import { fromCallback, fromPromise } from 'xstate';
import type { Customer } from '../../api/contract/customer';
import { staff } from '../../api/calls/staff';
import type { LookUpInput, RegisterInput, StaffDeskEvent } from './staffDesk.types';

/**
 * The desk's calls with the API client of its input, as the customer named
 * (`ssn`, sent as `X-Ssn`) and with the token read when the call started
 * (else the client's own). Tests replace them with `.provide()`.
 */

const tokenOf = (input: LookUpInput) => (input.accessToken ? { directoryToken: input.accessToken } : {});

/** GET `/v1/customer-service/customer`: the customer; 404 when the person is not a customer yet. */
export const lookUpCustomer = fromPromise<Customer, LookUpInput>(({ input }) =>
  input.api.call(staff.customer, { ssn: input.ssn, ...tokenOf(input) }),
);

/** POST `/v1/customer-service/customer`: registers the person; 400 names fields, 409 when they are a customer already. */
export const registerCustomer = fromPromise<Customer, RegisterInput>(({ input }) =>
  input.api.call(staff.registerCustomer, { ssn: input.ssn, body: input.request, ...tokenOf(input) }),
);

/**
 * Hears that the tab forgot the customer elsewhere (the staff header's
 * "switch customer", log out). The edge provides the listener on the tab's
 * acting-for store (`ui/staff/actingForStore.ts`); a desk on its own hears nothing.
 */
export const watchActingFor = fromCallback<StaffDeskEvent>(() => () => {});
