import { z } from 'zod';
import { serviceIdSchema } from '../productSchema';
import { booking, bookingResultSchema, priceSchema } from './booking';
import { addressInputSchema, configurationFormSchema, idSchema, instantInputSchema, zipCodeSchema } from './common';
import { customerSchema, deliveryAddressResultSchema, registrationSchema } from './customer';
import { defineEndpoint } from './endpoint';

/**
 * Customer-service calls (calls.md section 7, Staff). Each sends the staff
 * API token as `Authorization: Bearer …` and the personal identity number of
 * the customer acted for as `X-Ssn`. Every answer is one customer's
 * personal data: `no-store`.
 */
export const staff = {
  /** The customer with the `X-Ssn` number; 404 (not a customer yet: register them) is expected and not logged. */
  customer: defineEndpoint({
    method: 'GET',
    path: '/v1/customer-service/customer',
    response: customerSchema,
    auth: 'staff',
    cacheMs: 0,
    quietStatuses: [404],
  }),
  /** Registers the person with the `X-Ssn` number as a customer. */
  registerCustomer: defineEndpoint({
    method: 'POST',
    path: '/v1/customer-service/customer',
    body: registrationSchema,
    response: customerSchema,
    auth: 'staff',
    idempotent: false,
  }),
  addDeliveryAddress: defineEndpoint({
    method: 'POST',
    path: '/v1/customer-service/delivery-address',
    query: z.object({ checkOnly: z.union([z.boolean(), z.stringbool()]).optional() }),
    body: addressInputSchema,
    response: deliveryAddressResultSchema,
    auth: 'staff',
    idempotent: false,
  }),
  /**
   * The price of a direct order for the customer (the body of `booking.price`),
   * with RUT against the customer's number as their own price call would have:
   * the price customer service quotes is the one `bookDirect` books.
   * 404 when the number is no customer's.
   */
  price: defineEndpoint({
    method: 'POST',
    path: '/v2/customer-service/booking/direct/price',
    body: booking.price.body,
    response: priceSchema,
    auth: 'staff',
    roles: ['staff'],
    idempotent: true,
  }),
  /** Books a direct order for the customer; requires an `Idempotency-Key`. */
  bookDirect: defineEndpoint({
    method: 'POST',
    path: '/v2/customer-service/booking/direct',
    body: z.object({
      productId: serviceIdSchema,
      configurationForm: configurationFormSchema,
      discountCode: z.string().trim().max(50).optional(),
      zipCode: zipCodeSchema,
      addressId: idSchema,
      destinationAddressId: idSchema.optional(),
      startTime: instantInputSchema,
    }),
    response: bookingResultSchema,
    auth: 'staff',
    idempotent: false,
    requiresIdempotencyKey: true,
  }),
} as const;
