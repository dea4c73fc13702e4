import type { Customer } from '../../api/contract/customer';
import { ApiRequestError, BadRequestError, NotFoundError, UnauthorizedError } from '../../api/errors';
import type { StaffRegistration } from '../../machines/staffDesk/staffDesk.types';
import { annaCustomer } from '../support/customers';

/** The seeded test customer Oskar Lindqvist (`server/db/seed`), as the staff desk finds him. */
export const OSKAR_SSN = '19811218-9876';
const oskarAccount = {
  id: 'cust-oskar-lindqvist',
  type: 'private',
  firstName: 'Oskar',
  lastName: 'Lindqvist',
  email: 'oskar.lindqvist@kund.example',
  mobilePhone: '+46 70 174 06 05',
  account: { firstName: 'Oskar', lastName: 'Lindqvist', email: 'oskar.lindqvist@kund.example' },
} as const;
export const OSKAR: Customer = annaCustomer({
  id: 'cust-oskar-lindqvist',
  firstName: 'Oskar',
  lastName: 'Lindqvist',
  email: 'oskar.lindqvist@kund.example',
  mobilePhone: '+46 70 174 06 05',
  activeAccount: oskarAccount,
  mainAccount: oskarAccount,
  accounts: [oskarAccount],
  addresses: [{ id: 'addr-oskar-home', street: 'Vasagatan 12', zipCode: '11120', city: 'Stockholm', floor: '3', doorCode: '1234', primary: true }],
});

/** A Skatteverket test number, no customer: registered by the desk. */
export const NEW_SSN = '19121212-1212';
export const REGISTRATION: StaffRegistration = {
  firstName: 'Tolvan',
  lastName: 'Tolvansson',
  email: 'tolvan@example.se',
  mobilePhone: '+46 70 123 45 67',
  address: { street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' },
};
export const TOLVAN: Customer = annaCustomer({ id: 'cust-tolvan', firstName: 'Tolvan', lastName: 'Tolvansson', email: 'tolvan@example.se' });

// Errors as the client throws them.
export const unauthorized = () => new UnauthorizedError({ status: 401 });
export const notFound = () => new NotFoundError({ status: 404 });
export const unavailable = () => new ApiRequestError({ status: 503 });
export const alreadyRegistered = () => new ApiRequestError({ status: 409, data: { message: 'alreadyRegistered' } });
export const zipRefused = () => new BadRequestError([{ field: 'body.address.zipCode', message: 'common.formErrors.areaCode' }], { status: 400 });

/** Every event the desk's graph is walked with. */
export const DESK_EVENTS = [
  { type: 'lookup.submitted', ssn: OSKAR_SSN },
  { type: 'lookup.retried' },
  { type: 'registration.submitted', request: REGISTRATION },
  { type: 'customer.switched' },
  { type: 'actingFor.cleared' },
  { type: 'xstate.done.actor.lookUpCustomer', output: OSKAR },
  { type: 'xstate.error.actor.lookUpCustomer', error: notFound() },
  { type: 'xstate.error.actor.lookUpCustomer', error: unauthorized() },
  { type: 'xstate.error.actor.lookUpCustomer', error: unavailable() },
  { type: 'xstate.done.actor.registerCustomer', output: TOLVAN },
  { type: 'xstate.error.actor.registerCustomer', error: zipRefused() },
  { type: 'xstate.error.actor.registerCustomer', error: alreadyRegistered() },
  { type: 'xstate.error.actor.registerCustomer', error: unauthorized() },
  { type: 'xstate.error.actor.registerCustomer', error: unavailable() },
] as const;
