import { z } from 'zod';
import { addressInputSchema, addressSchema } from './common';
import { defineEndpoint } from './endpoint';
import { emailSchema, phoneSchema, ssnSchema } from '../validators/schemas';

/**
 * Who the customer is: the calls every page's session makes (load, register,
 * check). Kept apart from the rest of the customer contract so the browser
 * loads these few schemas on every page and the others only where used.
 */

const required = 'common.formErrors.required';
const maxLength = 'common.formErrors.maxLength';
/** A first or last name as people type it. */
export const personNameSchema = z.string().trim().min(1, required).max(100, maxLength);

/**
 * One account a customer may act as, with its own contact details;
 * `account` is its holder (the person, or the company's contact).
 */
const customerAccountSchema = z.object({
  id: z.string(),
  type: z.enum(['private', 'business']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  companyName: z.string().optional(),
  orgNumber: z.string().optional(),
  account: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

export { accountName } from './accountName';

/**
 * The logged-in customer (site.md section 3). The names and contact details
 * at the top are the person's who logged in; `activeAccount` is the account
 * they act as now, whose name and contact details the account pages show.
 * The main account's email is propagated to the accounts by the session
 * machine, not by the server.
 */
export const customerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  /** Acting for someone else by power of attorney. */
  isPowerOfAttorney: z.boolean(),
  isMainAccount: z.boolean(),
  activeAccount: customerAccountSchema,
  mainAccount: customerAccountSchema,
  accounts: z.array(customerAccountSchema),
  addresses: z.array(addressSchema),
  notifications: z.object({ total: z.number().int().min(0), unread: z.number().int().min(0) }),
});
export type Customer = z.infer<typeof customerSchema>;

/** Registration of a new customer (with the temporary session of their e-ID login, or by staff). */
export const registrationSchema = z.object({
  /** Only used when the session has no name of its own: an e-ID login brings the person's name. */
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  email: emailSchema,
  mobilePhone: phoneSchema,
  address: addressInputSchema,
});

export const customerAccount = {
  /**
   * Checks a personal number before inviting its person as a user of the
   * account. About the caller's own number the answer is whole; about anyone
   * else's it says only what the number itself says (`underage`), else
   * `valid`, so it never tells who is a customer or has a protected
   * identity. Rate limited per person and client address (429), audited.
   */
  isValid: defineEndpoint({
    method: 'POST',
    path: '/v1/customer/is-valid',
    body: z.object({ ssn: ssnSchema }),
    /** `reason` when not valid: `underage`; for the caller's own number also `notCustomer`, `protectedIdentity`. */
    response: z.object({ valid: z.boolean(), reason: z.string().optional() }),
    auth: 'customer',
    idempotent: true,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/customer',
    response: customerSchema,
    auth: 'customer',
  }),
  /** Registers the person of the temporary session; answers the permanent session. */
  register: defineEndpoint({
    /**
     * A temporary session registers; a registered one is refused in the
     * handler (409), except a retry of the very registration that made it
     * an account's (the same `Idempotency-Key`), which answers as the first did.
     */
    session: 'identified',
    method: 'POST',
    path: '/v1/customer',
    body: registrationSchema,
    response: z.object({ sessionToken: z.string(), customer: customerSchema }),
    auth: 'customer',
    idempotent: false,
    requiresIdempotencyKey: true,
  }),
} as const;
