import { z } from 'zod';
import { ackSchema, isoDateTimeSchema, queryInt } from './common';
import { defineEndpoint, DIRECTORY_ROLES } from './endpoint';
import { ssnSchema } from '../validators/schemas';

/** How long a directory API token lives; the site renews it `STAFF_TOKEN_EXPIRE_OFFSET_SECONDS` before the end. */
export const DIRECTORY_TOKEN_LIFETIME_SECONDS = 3600;
/** Renewals stop this long after sign-on: then the person signs on again. */
export const DIRECTORY_SESSION_MAX_HOURS = 12;
/** Staff token expiry offset (spec section 9): the site renews its token this long before it expires. */
export const STAFF_TOKEN_EXPIRE_OFFSET_SECONDS = 1800;

/** Where the browser goes to sign on through the directory (a redirect, not a JSON call); `redirect` is the path to come back to. */
export const DIRECTORY_SIGN_ON_PATH = '/api/v1/directory/sign-on';
/** Where the directory sends the browser back with its authorization code. */
export const DIRECTORY_CALLBACK_PATH = '/api/v1/directory/callback';

/** A person signed on through the directory, as the site shows them. */
const directoryUserSchema = z.object({
  /** The directory's username (`preferred_username`), e.g. `anna.berg@example.se`. */
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.enum(DIRECTORY_ROLES)),
  /** When the token this answer was read with stops working. */
  expiresAt: isoDateTimeSchema,
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

/** A fresh API token and who it is for. */
const directoryTokenSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the token stops working. */
  expiresIn: z.number().int().positive(),
  user: directoryUserSchema,
});
export type DirectoryToken = z.infer<typeof directoryTokenSchema>;

/** One recorded staff action: who, for which customer, what, when. */
const staffAuditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  actor: z.object({ username: z.string(), name: z.string() }),
  /** The personal identity number acted for (`X-Ssn`). */
  customerSsn: z.string(),
  /** The call, e.g. `POST /v2/customer-service/booking/direct`. */
  action: z.string(),
  /** The answer's status. */
  status: z.number().int(),
  /** What was made, when something was: a booking's or an address's id. */
  subject: z.string().nullable(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/**
 * Calls of people signed on through the directory (calls.md section 6:
 * bearer API token). Signing on itself is a browser redirect through
 * `DIRECTORY_SIGN_ON_PATH`, which ends on the page with the token in the URL
 * fragment.
 */
export const directory = {
  /** Who the token belongs to (refreshes the signed-on user on load). */
  me: defineEndpoint({
    method: 'GET',
    path: '/v1/directory/me',
    response: directoryUserSchema,
    auth: 'directory',
    cacheMs: 0,
  }),
  /** A new token for a live one, until `DIRECTORY_SESSION_MAX_HOURS` after sign-on; the old one stops working. */
  renewToken: defineEndpoint({
    method: 'POST',
    path: '/v1/directory/token',
    response: directoryTokenSchema,
    auth: 'directory',
  }),
  /** Ends the token (and the editor's preview cookie). */
  logout: defineEndpoint({
    method: 'POST',
    path: '/v1/directory/logout',
    response: ackSchema,
    auth: 'directory',
    idempotent: true,
  }),
  /** The staff audit log, newest first; administrators only. */
  staffAudit: defineEndpoint({
    method: 'GET',
    path: '/v1/directory/staff-audit',
    query: z.object({
      ssn: ssnSchema.optional(),
      limit: queryInt(1, 200).optional(),
      /** The `nextCursor` of the page before. */
      cursor: z.string().max(200).optional(),
    }),
    response: z.object({ items: z.array(staffAuditEntrySchema), nextCursor: z.string().nullable() }),
    auth: 'directory',
    roles: ['admin'],
    cacheMs: 0,
  }),
} as const;
