import { z } from 'zod';
import { availabilitySchema, homeCleaningFlowSchema, orderLineSchema, priceSchema } from './booking';
import {
  ackSchema,
  addressInputSchema,
  addressSchema,
  configurationFormSchema,
  dayInputSchema,
  dayRange,
  eidOrderSchema,
  eidStatusSchema,
  freeText,
  idSchema,
  instantInputSchema,
  isoDateSchema,
  isoDateTimeSchema,
  oreSchema,
  pageOf,
  passwordSchema,
  queryInt,
  zipCodeSchema,
} from './common';
import { customerAccount, personNameSchema } from './customerAccount';
import { defineEndpoint } from './endpoint';
import { codeSchema, emailSchema, phoneSchema, ssnSchema } from '../validators/schemas';

import { NOTIFICATIONS_PAGE_SIZE } from './pageSizes';

export * from './customerAccount';


// ---------------------------------------------------------------- customer

/** Answer to storing or checking a delivery address. */
export const deliveryAddressResultSchema = z.object({
  valid: z.boolean(),
  /** The stored address; absent when only checking or when invalid. */
  address: addressSchema.optional(),
  /** Why the address was refused (`outsideServiceArea`, `unknownStreet`). */
  reason: z.string().optional(),
});
export type DeliveryAddressResult = z.infer<typeof deliveryAddressResultSchema>;

const checkOnlyQuery = z.object({
  /** Only check the address (service area, street exists); store nothing. */
  checkOnly: z.union([z.boolean(), z.stringbool()]).optional(),
});

// ---------------------------------------------------------------- bookings

const reasonSchema = z.object({ id: z.string(), label: z.string() });

const customerBookingSchema = z.object({
  id: z.string(),
  /** Short reference a customer reads out to customer service (`HG-7K3M9Q`). */
  reference: z.string(),
  productId: z.number().int(),
  title: z.string(),
  startTime: isoDateTimeSchema,
  endTime: isoDateTimeSchema,
  status: z.enum(['booked', 'inProgress', 'done', 'cancelled']),
  /** A visit that does the work, or the free home visit before weekly home cleaning (a meeting: `/v1/customer/meeting`). */
  type: z.enum(['visit', 'homeVisit']),
  address: z.object({ street: z.string(), zipCode: z.string(), city: z.string() }),
  /** Subscription the visit belongs to. */
  orderId: z.string().optional(),
  /** First names of the staff coming. */
  staff: z.array(z.string()),
  /** The price stored with a priced order, RUT deducted as it was for this customer. */
  price: priceSchema.optional(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

export const customerBookingDetailSchema = customerBookingSchema.extend({
  note: z.string().nullable(),
  lines: z.array(orderLineSchema),
  canCancel: z.boolean(),
  canRebook: z.boolean(),
  canRate: z.boolean(),
  /** Whether a note for the staff may still be left (the visit has not started). */
  canNote: z.boolean(),
  /** The rating given, once the visit is rated. */
  rating: z.number().int().min(1).max(5).nullable(),
  /** Until when a cancel or rebook is free of charge (the notice period); null when it no longer can be. */
  freeChangeUntil: isoDateTimeSchema.nullable(),
  cancelledAt: isoDateTimeSchema.nullable(),
  /** The fee a cancellation cost, öre. */
  cancelFee: oreSchema.nullable(),
});
export type CustomerBookingDetail = z.infer<typeof customerBookingDetailSchema>;

/** Whether a cancel or rebook is allowed, and what it costs (öre). */
const changeValidationSchema = z.object({
  allowed: z.boolean(),
  fee: oreSchema,
  /** Message key of the refusal, when not allowed (`BOOKING_CHANGE_REFUSALS` of `bookingChangeRefusals.ts`). */
  reasonKey: z.string().optional(),
  /** Until when the change is free of charge; null when the notice period has passed. */
  freeUntil: isoDateTimeSchema.nullable(),
  /** Minutes a cancellation puts in the time bank (a subscription visit cancelled in time). */
  timeBankMinutes: z.number().int().min(0),
});
export type ChangeValidation = z.infer<typeof changeValidationSchema>;

const bookingId = z.object({ id: idSchema });
const reasonId = z.string().min(1).max(100);

// ---------------------------------------------------------------- invoices, offers, subscriptions

const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  invoiceDate: isoDateSchema,
  dueDate: isoDateSchema,
  amount: oreSchema,
  remaining: oreSchema,
  status: z.enum(['unpaid', 'paid', 'overdue', 'credited']),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const invoiceDetailSchema = invoiceSchema.extend({
  lines: z.array(orderLineSchema),
  vat: oreSchema,
  rutDeduction: oreSchema,
  /** Payment reference and bank giro number. */
  ocr: z.string(),
  bankgiro: z.string(),
  pdfUrl: z.string().optional(),
});

const offerSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  title: z.string(),
  createdAt: isoDateTimeSchema,
  validUntil: isoDateSchema.nullable(),
  status: z.enum(['open', 'accepted', 'declined', 'expired']),
  amount: oreSchema.optional(),
  documentUrl: z.string().optional(),
});

const subscriptionSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  title: z.string(),
  frequency: z.enum(['weekly', 'everyOtherWeek', 'everyFourthWeek', 'monthly', 'yearly', 'custom']),
  status: z.enum(['active', 'paused', 'ended']),
  startDate: isoDateSchema,
  nextVisit: isoDateTimeSchema.nullable(),
  addressId: z.string(),
  pricePerVisit: oreSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const subscriptionDetailSchema = subscriptionSchema.extend({
  configurationForm: configurationFormSchema,
  address: addressSchema,
  lines: z.array(orderLineSchema),
});

// ---------------------------------------------------------------- users and invitations

export const customerUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(['owner', 'admin', 'user']),
  isContactPerson: z.boolean(),
  status: z.enum(['active', 'invited']),
});

/**
 * Status of an e-ID signing (invitations), polled every 2 s with the `data`
 * the start answered (its `orderRef`), with the login's status table;
 * `invitationId` comes with `complete`.
 */
export const signStatusSchema = z.object({
  status: eidStatusSchema,
  orderRef: z.string(),
  hintCode: z.string().optional(),
  qrToken: z.string().optional(),
  autoStartToken: z.string().optional(),
  invitationId: z.string().optional(),
});

const pollBody = z.object({ data: z.string().min(1).max(200) });

// ---------------------------------------------------------------- notifications

export const notificationSchema = z.object({
  id: z.string(),
  /** What happened, e.g. `bookingConfirmed`, `bookingRebooked`, `invoiceCreated`, `offerReceived`. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: isoDateTimeSchema,
  read: z.boolean(),
  /** Site path to open, when there is one. */
  link: z.string().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationCountsSchema = z.object({
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
});

const notificationIds = z.object({ ids: z.array(idSchema).min(1).max(100) });

// ---------------------------------------------------------------- personal information, addresses, misc

export const personalInformationSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** `YYYYMMDD-XXXX`; null for a company account, which has an organisation number instead (`activeAccount.orgNumber`). */
  ssn: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** A change waiting for its verification code. */
  pendingEmail: z.string().optional(),
  pendingPhone: z.string().optional(),
});

const verificationSchema = z.object({
  /** A 6-character code was sent to the new address or number; confirm it with `verify`. */
  verificationRequired: z.boolean(),
});

export const securityInstructionsSchema = z.object({
  addressId: z.string(),
  protectionLevel: z.string().nullable(),
  instructions: z.string(),
  keyHandling: z.enum(['keyInBox', 'customerHome', 'keyAtOffice', 'other']).nullable(),
  /** When the customer last confirmed the instructions are still right. */
  confirmedAt: isoDateTimeSchema.nullable(),
});

export const meetingSchema = z.object({
  id: z.string(),
  startTime: isoDateTimeSchema,
  endTime: isoDateTimeSchema,
  zipCode: z.string(),
  flow: homeCleaningFlowSchema,
  status: z.enum(['booked', 'cancelled', 'done']),
  address: z.object({ street: z.string(), zipCode: z.string(), city: z.string() }).optional(),
});

const feedbackRequestSchema = z.object({
  id: z.string(),
  bookingId: z.string().optional(),
  productId: z.number().int().optional(),
  /** Options to pick what the feedback is mostly about. */
  options: z.array(reasonSchema),
  answered: z.boolean(),
});

const rating = z.number().int().min(1).max(5);

/**
 * Customer self-service (calls.md section 7, Customer). Every call sends the
 * session (`X-SessionId`); a 401 ends it. Mutations clear the customer
 * results the client cached.
 */
export const customer = {
  ...customerAccount,
  deliveryAddresses: defineEndpoint({
    method: 'GET',
    path: '/v1/customer/delivery-address',
    response: z.object({ items: z.array(addressSchema) }),
    auth: 'customer',
  }),
  addDeliveryAddress: defineEndpoint({
    /** A temporary session may check an address (`checkOnly`), not store one; the handler refuses storing with 403. */
    session: 'identified',
    method: 'POST',
    path: '/v1/customer/delivery-address',
    query: checkOnlyQuery,
    body: addressInputSchema,
    response: deliveryAddressResultSchema,
    auth: 'customer',
    // The same address posted again answers the stored one: safe to retry.
    idempotent: true,
  }),
  feedback: defineEndpoint({
    method: 'GET',
    path: '/v1/customer/feedback',
    query: z.object({ id: idSchema }),
    response: feedbackRequestSchema,
    auth: 'customer',
  }),
  /** One answer per feedback id; a repeat replaces it. */
  sendFeedback: defineEndpoint({
    method: 'POST',
    path: '/v1/customer/feedback',
    body: z.object({ id: idSchema, rating, comment: freeText(1000).optional(), option: reasonId.optional() }),
    response: ackSchema,
    auth: 'customer',
    idempotent: true,
  }),
  meeting: defineEndpoint({
    method: 'GET',
    path: '/v1/customer/meeting',
    query: z.object({ id: idSchema }),
    response: meetingSchema,
    auth: 'customer',
  }),
  rescheduleMeeting: defineEndpoint({
    method: 'POST',
    path: '/v1/customer/meeting/reschedule',
    body: z.object({ id: idSchema, zipCode: zipCodeSchema, flow: homeCleaningFlowSchema, startTime: instantInputSchema }),
    response: meetingSchema,
    auth: 'customer',
    // Moving a meeting to a given time twice lands on the same time.
    idempotent: true,
  }),
  cancelMeeting: defineEndpoint({
    method: 'POST',
    path: '/v1/customer/meeting/cancel',
    body: z.object({ id: idSchema }),
    response: ackSchema,
    auth: 'customer',
    idempotent: true,
  }),
  invoices: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/invoices',
    query: z.object({
      orderBy: z.enum(['invoiceDate', 'dueDate', 'amount', 'status']).optional(),
      order: z.enum(['asc', 'desc']).optional(),
      page: queryInt(1, 1000).optional(),
      itemsPerPage: queryInt(1, 100).optional(),
    }),
    response: pageOf(invoiceSchema),
    auth: 'customer',
  }),
  highlightedInvoices: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/invoices/highlighted',
    response: z.object({ items: z.array(invoiceSchema) }),
    auth: 'customer',
  }),
  invoice: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/invoices/:invoiceId',
    params: z.object({ invoiceId: idSchema }),
    response: invoiceDetailSchema,
    auth: 'customer',
  }),
  offers: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/offers',
    response: z.object({ items: z.array(offerSchema) }),
    auth: 'customer',
  }),
  personalInformation: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/personal-information',
    response: personalInformationSchema,
    auth: 'customer',
  }),
  changeEmail: defineEndpoint({
    method: 'PATCH',
    path: '/v2/customer/personal-information/email',
    body: z.object({ email: emailSchema }),
    response: verificationSchema,
    auth: 'customer',
  }),
  changePhone: defineEndpoint({
    method: 'PATCH',
    path: '/v3/customer/personal-information/phone',
    body: z.object({ phone: phoneSchema }),
    response: verificationSchema,
    auth: 'customer',
  }),
  verifyContact: defineEndpoint({
    method: 'POST',
    path: '/v3/customer/personal-information/verify',
    body: z.object({ code: codeSchema }),
    response: personalInformationSchema,
    auth: 'customer',
    idempotent: false,
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/users',
    response: z.object({ items: z.array(customerUserSchema) }),
    auth: 'customer',
  }),
  contactUserOptions: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/users/contact-user/options',
    response: z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) }),
    auth: 'customer',
  }),
  setContactUser: defineEndpoint({
    method: 'PATCH',
    path: '/v2/customer/users/contact-user',
    body: z.object({ contactPersonId: idSchema }),
    response: ackSchema,
    auth: 'customer',
    idempotent: true,
  }),
  removeUser: defineEndpoint({
    method: 'DELETE',
    path: '/v2/customer/users',
    body: z.object({ contactId: idSchema }),
    response: ackSchema,
    auth: 'customer',
  }),
  /**
   * Invites a person (by their personal identity number) to act for the
   * account (power of attorney); only its owner may (403 otherwise). The
   * inviter signs with e-ID (a sign order: its QR code and cancel are the
   * login's `auth.qr` and `auth.cancel`; a `password` is refused as in `auth.login`),
   * polled with `invitationPoll`, whose `complete` carries the `invitationId`.
   */
  invite: defineEndpoint({
    method: 'POST',
    path: '/v2/customer/users/invitation',
    body: z.object({
      form: z.object({
        firstName: personNameSchema,
        lastName: personNameSchema,
        email: emailSchema,
        phone: phoneSchema.optional(),
        role: z.enum(['admin', 'user']),
      }),
      ssn: ssnSchema,
      password: passwordSchema,
    }),
    response: eidOrderSchema,
    auth: 'customer',
    idempotent: false,
    // Creates an invitation: a retry must not invite twice.
    requiresIdempotencyKey: true,
    bindsBrowser: true,
  }),
  invitationPoll: defineEndpoint({
    method: 'POST',
    path: '/v2/customer/users/invitation/poll',
    body: pollBody,
    response: signStatusSchema,
    auth: 'customer',
    idempotent: true,
  }),
  /**
   * The invitation as the invited person sees it before answering. This
   * and the answering calls below are the invited person's, who may have no
   * account here yet: any e-ID session will do (`identified`), and an
   * invitation that is not theirs is a 404.
   */
  invitationInviter: defineEndpoint({
    session: 'identified',
    method: 'GET',
    path: '/v2/customer/users/invitation/:id/inviter',
    params: z.object({ id: idSchema }),
    response: z.object({
      id: z.string(),
      inviter: z.object({ firstName: z.string(), lastName: z.string() }),
      companyName: z.string().optional(),
      role: z.enum(['admin', 'user']),
      expiresAt: isoDateTimeSchema,
      /** The invited person's own personal number (only they may read the invitation): the one the approval is signed with. */
      invitedSsn: z.string(),
    }),
    auth: 'customer',
  }),
  /** The invited person accepts by signing with e-ID; polled with `approvePoll`. */
  approveInvitation: defineEndpoint({
    session: 'identified',
    method: 'POST',
    path: '/v2/customer/users/invitation/:id/approve',
    params: z.object({ id: idSchema }),
    body: z.object({ ssn: ssnSchema, password: passwordSchema }),
    response: eidOrderSchema,
    auth: 'customer',
    idempotent: false,
    bindsBrowser: true,
  }),
  approvePoll: defineEndpoint({
    session: 'identified',
    method: 'POST',
    path: '/v2/customer/users/invitation/approve/poll',
    body: pollBody,
    response: signStatusSchema,
    auth: 'customer',
    idempotent: true,
  }),
  rejectInvitation: defineEndpoint({
    session: 'identified',
    method: 'POST',
    path: '/v2/customer/users/invitation/:id/reject',
    params: z.object({ id: idSchema }),
    response: ackSchema,
    auth: 'customer',
    idempotent: true,
  }),
  addresses: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/addresses',
    response: z.object({ items: z.array(addressSchema) }),
    auth: 'customer',
  }),
  removeAddress: defineEndpoint({
    method: 'DELETE',
    path: '/v2/customer/addresses/:id',
    params: z.object({ id: idSchema }),
    response: ackSchema,
    auth: 'customer',
  }),
  setAddressInstructions: defineEndpoint({
    method: 'POST',
    path: '/v2/customer/addresses/:id/instructions',
    params: z.object({ id: idSchema }),
    body: z.object({ text: freeText(1000) }),
    response: addressSchema,
    auth: 'customer',
    idempotent: true,
  }),
  protectionLevels: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/addresses/protection-levels',
    response: z.object({ items: z.array(z.object({ id: z.string(), label: z.string(), description: z.string() })) }),
    auth: 'customer',
  }),
  securityInstructions: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/addresses/:id/security-instructions',
    params: z.object({ id: idSchema }),
    response: securityInstructionsSchema,
    auth: 'customer',
  }),
  updateSecurityInstructions: defineEndpoint({
    method: 'PATCH',
    path: '/v2/customer/addresses/:id/security-instructions',
    params: z.object({ id: idSchema }),
    body: z.object({
      protectionLevel: z.string().max(100).nullable().optional(),
      instructions: freeText(2000).optional(),
      keyHandling: securityInstructionsSchema.shape.keyHandling.optional(),
    }),
    response: securityInstructionsSchema,
    auth: 'customer',
    idempotent: true,
  }),
  confirmSecurityInstructions: defineEndpoint({
    method: 'PUT',
    path: '/v2/customer/addresses/:id/confirm-security-instructions',
    params: z.object({ id: idSchema }),
    response: securityInstructionsSchema,
    auth: 'customer',
  }),
  /** Hours saved or owed on a subscription, in minutes. */
  timeBank: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/time-bank',
    response: z.object({
      balanceMinutes: z.number().int(),
      items: z.array(
        z.object({ date: isoDateSchema, minutes: z.number().int(), description: z.string(), bookingId: z.string().optional() }),
      ),
    }),
    auth: 'customer',
  }),
  subscriptions: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/subscriptions',
    response: z.object({ items: z.array(subscriptionSchema) }),
    auth: 'customer',
  }),
  subscription: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/subscriptions/:id',
    params: z.object({ id: idSchema }),
    response: subscriptionDetailSchema,
    auth: 'customer',
  }),
  subscriptionUpgrades: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/subscriptions/:id/upgrades',
    params: z.object({ id: idSchema }),
    response: z.object({
      items: z.array(
        z.object({ id: z.string(), title: z.string(), description: z.string(), priceDifference: oreSchema }),
      ),
    }),
    auth: 'customer',
  }),
  requestUpgrade: defineEndpoint({
    method: 'PATCH',
    path: '/v2/customer/subscriptions/:id/request-upgrade',
    params: z.object({ id: idSchema }),
    body: z.object({ upgradeId: idSchema, comment: freeText(1000).optional() }),
    response: ackSchema,
    auth: 'customer',
  }),
  /** Newest first; pass `nextCursor` as `cursor` for the next page. Not cached: the socket changes it. */
  notifications: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/notifications',
    query: z.object({
      itemsPerPage: queryInt(1, 100).default(NOTIFICATIONS_PAGE_SIZE),
      cursor: z.string().max(200).optional(),
    }),
    response: notificationCountsSchema.extend({
      items: z.array(notificationSchema),
      nextCursor: z.string().nullable(),
    }),
    auth: 'customer',
    cacheMs: 0,
  }),
  notification: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/notifications/:id',
    params: z.object({ id: idSchema }),
    response: notificationSchema,
    auth: 'customer',
    cacheMs: 0,
  }),
  readNotifications: defineEndpoint({
    method: 'PATCH',
    path: '/v2/customer/notifications/read',
    body: notificationIds,
    response: notificationCountsSchema,
    auth: 'customer',
    idempotent: true,
  }),
  readAllNotifications: defineEndpoint({
    method: 'PATCH',
    path: '/v2/customer/notifications/read-all',
    response: notificationCountsSchema,
    auth: 'customer',
    idempotent: true,
  }),
  deleteNotifications: defineEndpoint({
    method: 'DELETE',
    path: '/v2/customer/notifications/delete',
    body: notificationIds,
    response: notificationCountsSchema,
    auth: 'customer',
  }),
  deleteAllNotifications: defineEndpoint({
    method: 'DELETE',
    path: '/v2/customer/notifications/delete-all',
    response: notificationCountsSchema,
    auth: 'customer',
  }),
  supportContact: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/support/contact',
    response: z.object({ phone: z.string(), email: z.string(), openingHours: z.string(), chatEnabled: z.boolean() }),
    auth: 'customer',
  }),
  /** The next and the most recent visits. */
  latestBookings: defineEndpoint({
    method: 'GET',
    path: '/v3/customer/bookings/latest',
    response: z.object({ items: z.array(customerBookingSchema) }),
    auth: 'customer',
  }),
  bookings: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/bookings',
    query: z.object({ startDate: dayInputSchema, endDate: dayInputSchema }).superRefine(dayRange('startDate', 'endDate')),
    response: z.object({ items: z.array(customerBookingSchema) }),
    auth: 'customer',
  }),
  /** Days with a visit, for the calendar's markers. */
  bookingDates: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/bookings/dates',
    query: z.object({ startDate: dayInputSchema.optional(), endDate: dayInputSchema.optional() }).superRefine(dayRange('startDate', 'endDate')),
    response: z.object({ dates: z.array(isoDateSchema) }),
    auth: 'customer',
  }),
  rebookReasons: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/bookings/rebook/reasons',
    response: z.object({ items: z.array(reasonSchema) }),
    auth: 'customer',
  }),
  cancelReasons: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/bookings/cancel/reasons',
    response: z.object({ items: z.array(reasonSchema) }),
    auth: 'customer',
  }),
  booking: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/bookings/:id',
    params: bookingId,
    response: customerBookingDetailSchema,
    auth: 'customer',
  }),
  bookingRating: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/bookings/:id/rate',
    params: bookingId,
    response: z.object({
      rating: rating.nullable(),
      feedback: z.string().nullable(),
      reason: z.string().nullable(),
      reasons: z.array(reasonSchema),
    }),
    auth: 'customer',
  }),
  /** A done visit is rated once: the same rating again answers as the first did; another is refused (409, `alreadyRated`). */
  rateBooking: defineEndpoint({
    method: 'POST',
    path: '/v2/customer/bookings/:id/rate',
    params: bookingId,
    body: z.object({ rating, feedback: freeText(1000).optional(), reason: reasonId.optional() }),
    response: ackSchema,
    auth: 'customer',
    idempotent: true,
  }),
  setBookingNote: defineEndpoint({
    method: 'POST',
    path: '/v2/customer/bookings/:id/note',
    params: bookingId,
    body: z.object({ note: freeText(1000) }),
    response: ackSchema,
    auth: 'customer',
    idempotent: true,
  }),
  cancelBooking: defineEndpoint({
    method: 'POST',
    path: '/v2/customer/bookings/:id/cancel',
    params: bookingId,
    body: z.object({ reason: reasonId }),
    response: z.object({ cancelled: z.literal(true), fee: oreSchema, timeBankMinutes: z.number().int().min(0) }),
    auth: 'customer',
    // Cancelling a cancelled visit changes nothing.
    idempotent: true,
  }),
  validateCancel: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/bookings/:id/cancel/validate',
    params: bookingId,
    query: z.object({ reason: reasonId }),
    response: changeValidationSchema,
    auth: 'customer',
    cacheMs: 0,
  }),
  rebook: defineEndpoint({
    method: 'POST',
    path: '/v2/customer/bookings/:id/rebook',
    params: bookingId,
    body: z.object({ time: instantInputSchema, reason: reasonId }),
    response: customerBookingSchema,
    // A 409 `slotTaken` carries the calendar as it is now, so the customer chooses again without another call (one off
    // the contract is none: the refusal and its reason stay, and the customer chooses in the calendar shown before).
    refusal: z.looseObject({ availability: availabilitySchema.optional().catch(undefined) }),
    auth: 'customer',
    // Moving a visit to a given time twice lands on the same time.
    idempotent: true,
  }),
  validateRebook: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/bookings/:id/rebook/validate',
    params: bookingId,
    query: z.object({ time: instantInputSchema, reason: reasonId }),
    response: changeValidationSchema,
    auth: 'customer',
    cacheMs: 0,
  }),
  rebookAvailability: defineEndpoint({
    method: 'GET',
    path: '/v2/customer/bookings/:id/rebook/availability',
    params: bookingId,
    response: availabilitySchema,
    auth: 'customer',
    cacheMs: 0,
  }),
} as const;
