// Written by `npm run contract:calls` from api/contract/staff.ts; `npm test` fails when it is out of date.
import type { staff as contract } from '../contract/staff';
import { endpointRef } from '../contract/meta';

/** The `staff` calls of the contract, without their schemas (see `api/contract/meta.ts`). */
export const staff = {
  customer: endpointRef<(typeof contract)['customer']>('staff.customer', { method: 'GET', path: '/v1/customer-service/customer', auth: 'staff', cacheMs: 0, quietStatuses: [404] }),
  registerCustomer: endpointRef<(typeof contract)['registerCustomer']>('staff.registerCustomer', { method: 'POST', path: '/v1/customer-service/customer', auth: 'staff' }),
  addDeliveryAddress: endpointRef<(typeof contract)['addDeliveryAddress']>('staff.addDeliveryAddress', { method: 'POST', path: '/v1/customer-service/delivery-address', auth: 'staff' }),
  price: endpointRef<(typeof contract)['price']>('staff.price', { method: 'POST', path: '/v2/customer-service/booking/direct/price', auth: 'staff', idempotent: true }),
  bookDirect: endpointRef<(typeof contract)['bookDirect']>('staff.bookDirect', { method: 'POST', path: '/v2/customer-service/booking/direct', auth: 'staff', requiresIdempotencyKey: true }),
};
