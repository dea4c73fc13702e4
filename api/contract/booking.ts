import { z } from 'zod';
import { HOME_CLEANING_AVAILABILITY_CACHE_MS } from '../client/constants';
import { serviceIdSchema } from '../productSchema';
import {
  addressInputSchema,
  bookingOriginSchema,
  configurationFormSchema,
  contactInputSchema,
  formAnswerSchema,
  idSchema,
  instantInputSchema,
  isoDateSchema,
  isoDateTimeSchema,
  oreSchema,
  queryBoolean,
  slotSchema,
  zipCodeSchema,
} from './common';
import { defineEndpoint } from './endpoint';
import { orgNumberSchema } from '../validators/schemas';

/** Steps of the booking wizard (calls.md section 2). */
export const BOOKING_STEPS = [
  'flow-choice',
  'configuration',
  'optional-configuration',
  'cleaning-configuration',
  'availability',
  'customer',
  'address',
  'contact',
  'success',
] as const;
export const bookingStepSchema = z.enum(BOOKING_STEPS);
export type BookingStep = z.infer<typeof bookingStepSchema>;

/** Which booking configuration to read: direct order or request for proposal. */
const bookingKindSchema = z.enum(['direct', 'rfp']);

/**
 * Home cleaning is booked two ways: `rfp` books a free home visit (a meeting
 * where the cleaning is planned), `direct` (Click & Go) books the first
 * cleaning of a subscription straight away.
 */
export const homeCleaningFlowSchema = z.enum(['rfp', 'direct']);
export type HomeCleaningFlow = z.infer<typeof homeCleaningFlowSchema>;

/** One question of a booking form. Labels come translated in the call's `lang`. */
const bookingQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['number', 'counter', 'singleChoice', 'multiChoice', 'boolean', 'text', 'date']),
  step: z.enum(['configuration', 'optional-configuration', 'cleaning-configuration']),
  label: z.string(),
  description: z.string().optional(),
  required: z.boolean(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** Unit shown after a number (`m²`, `st`). */
  unit: z.string().optional(),
  options: z
    .array(
      z.object({
        value: z.string(),
        label: z.string(),
        description: z.string().optional(),
        /** Extra price of this option, in öre incl. VAT. */
        price: oreSchema.optional(),
      }),
    )
    .optional(),
  defaultValue: formAnswerSchema.optional(),
  /** Asked only when another answer has this value. */
  showWhen: z.object({ questionId: z.string(), equals: formAnswerSchema }).optional(),
});
export type BookingQuestion = z.infer<typeof bookingQuestionSchema>;

/** The booking form of a product: its steps and questions. */
export const bookingConfigSchema = z.object({
  productId: z.number().int(),
  type: bookingKindSchema,
  business: z.boolean(),
  /** Whether this is the form of a recurring subscription. */
  subscription: z.boolean(),
  steps: z.array(bookingStepSchema),
  questions: z.array(bookingQuestionSchema),
  /** The service qualifies for the RUT tax deduction (labour cost halved for private persons). */
  rutEligible: z.boolean(),
  /** Earliest start, in whole days from today. */
  earliestStartDays: z.number().int().min(0),
  /**
   * The answers of some count questions must add up to at least `min` (a
   * window cleaning of no windows is no order); `message` says so in the
   * call's language.
   */
  minimumTotal: z.object({ questionIds: z.array(z.string()).min(1), min: z.number().int().min(1), message: z.string() }).optional(),
});
export type BookingConfig = z.infer<typeof bookingConfigSchema>;
export type MinimumTotal = NonNullable<BookingConfig['minimumTotal']>;

/**
 * One line of a price (all amounts in öre): `totalPriceExclDiscountDeduction`
 * incl. VAT before discount and RUT, `discountAfterTax` (≥ 0, subtracted),
 * `vat` contained in the total, `rutDeduction` (≥ 0, subtracted).
 */
export const orderLineSchema = z.object({
  id: z.string(),
  label: z.string(),
  quantity: z.number(),
  unit: z.string().optional(),
  unitPrice: oreSchema,
  totalPriceExclDiscountDeduction: oreSchema,
  discountAfterTax: oreSchema,
  vat: oreSchema,
  rutDeduction: oreSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A calculated price; `totalToPay` = total − discount − RUT. */
export const priceSchema = z.object({
  currency: z.literal('SEK'),
  lines: z.array(orderLineSchema),
  totalPriceExclDiscountDeduction: oreSchema,
  discountAfterTax: oreSchema,
  vat: oreSchema,
  rutDeduction: oreSchema,
  totalToPay: oreSchema,
  /** How the discount code given was judged; absent when none was given. */
  discountCode: z.object({ code: z.string(), valid: z.boolean() }).optional(),
});
export type Price = z.infer<typeof priceSchema>;

/** Slots of a calendar; unavailable slots come only when all slots were asked for. */
export const availabilitySchema = z.object({
  slots: z.array(slotSchema.extend({ available: z.boolean() })),
  /** First bookable start, `null` when nothing is free in the period. */
  firstAvailable: isoDateTimeSchema.nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * What a submitted booking became: an `order` (direct) or an `rfp` (request
 * for proposal), as stored: the receipt shows these, not the wizard's copy.
 */
export const bookingResultSchema = z.object({
  bookingId: z.string(),
  /** Short reference a customer reads out to customer service (`HG-7K3M9Q`). */
  reference: z.string(),
  type: z.enum(['order', 'rfp']),
  /** `confirmed` for a booked time, `received` for a request the sales team will answer. */
  status: z.enum(['confirmed', 'received']),
  productId: z.number().int(),
  startTime: isoDateTimeSchema.optional(),
  /** Where the service is done, when the booking names a place. */
  address: z.object({ street: z.string(), zipCode: z.string(), city: z.string() }).optional(),
  /** The price stored with a priced order (RUT as deducted for this customer). */
  price: priceSchema.optional(),
  /** Subscription the booking belongs to. */
  orderId: z.string().optional(),
  /** The address the confirmation e-mail went to; absent when none was sent (no address, or the send failed). */
  confirmationSentTo: z.string().optional(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

/** Home cleaning as offered at a postal code. Prices in öre incl. VAT, before RUT. */
export const homeCleaningConfigSchema = z.object({
  zipCode: z.string(),
  available: z.boolean(),
  city: z.string().optional(),
  frequencies: z.array(
    z.object({
      id: z.enum(['weekly', 'everyOtherWeek', 'everyFourthWeek', 'oneTime']),
      label: z.string(),
      pricePerHour: oreSchema,
    }),
  ),
  hours: z.object({ min: z.number(), max: z.number(), step: z.number(), default: z.number() }),
  extras: z.array(z.object({ id: z.string(), label: z.string(), price: oreSchema })),
  /** Share of the labour cost the RUT deduction covers, in percent. */
  rutPercent: z.number().min(0).max(100),
});
export type HomeCleaningConfig = z.infer<typeof homeCleaningConfigSchema>;

/** A promotion code valid for a product. */
export const promotionSchema = z.object({
  code: z.string(),
  productId: z.number().int(),
  title: z.string(),
  description: z.string().optional(),
  discount: z.object({ type: z.enum(['percent', 'amount']), value: z.number().min(0) }),
  validUntil: isoDateSchema.optional(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** Window types to count in the window-cleaning form. */
const windowDetailsSchema = z.object({
  windowTypes: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      description: z.string(),
      /** Image id for `imageUrl`. */
      image: z.string().optional(),
    }),
  ),
});

const discountCode = z.string().trim().max(50).optional();
const startTime = instantInputSchema;

/**
 * The fields shared by the calls that price, plan and book a direct order.
 * `addressId` and `orderId` refer to the customer's own address and
 * subscription (of this product), and need the session of a customer
 * account: without one they are refused (400 `loginRequired`), another
 * customer's id is answered as an unknown one (404), and the place they
 * name must be at `zipCode` (400 on `body.zipCode`), which decides the area.
 */
const directFields = {
  productId: serviceIdSchema,
  configurationForm: configurationFormSchema,
  zipCode: zipCodeSchema,
  addressId: idSchema.optional(),
  orderId: idSchema.optional(),
};

/**
 * Booking calls (calls.md section 7, Booking). Submissions (`b2b`, `rfp`,
 * `direct`, `homeCleaning`) are not idempotent; each requires an
 * `Idempotency-Key` header (`requiresIdempotencyKey`), with which a retry
 * books once.
 * Anonymous submissions may carry the session when the customer has
 * identified in the wizard (client option `sessionId`), which makes
 * `addressId` usable; otherwise `contact` and `address` describe the customer.
 */
export const booking = {
  /** Request for proposal from a company or housing cooperative. */
  b2b: defineEndpoint({
    /** A customer who identified in the wizard is priced (RUT) and booked as themselves. */
    session: 'optional',
    method: 'POST',
    path: '/v2/booking/b2b',
    body: z.object({
      productId: serviceIdSchema,
      configurationForm: configurationFormSchema,
      company: z.object({
        name: z.string().trim().min(1, 'common.formErrors.required').max(200, 'common.formErrors.maxLength'),
        /** Required for business requests; the server answers its own `required` field error. */
        orgNumber: orgNumberSchema.optional(),
      }),
      contact: contactInputSchema,
      address: addressInputSchema.optional(),
      message: z.string().trim().max(2000, 'common.formErrors.maxLength').optional(),
      ...bookingOriginSchema,
    }),
    response: bookingResultSchema,
    idempotent: false,
    requiresIdempotencyKey: true,
  }),
  /** Request for proposal from a private person. */
  rfp: defineEndpoint({
    /** A customer who identified in the wizard is priced (RUT) and booked as themselves. */
    session: 'optional',
    method: 'POST',
    path: '/v2/booking/rfp',
    body: z.object({
      productId: serviceIdSchema,
      configurationForm: configurationFormSchema,
      addressId: idSchema.optional(),
      contact: contactInputSchema.optional(),
      address: addressInputSchema.optional(),
      ...bookingOriginSchema,
    }),
    response: bookingResultSchema,
    idempotent: false,
    requiresIdempotencyKey: true,
  }),
  /**
   * The booking form of a product. `subscription` asks for its recurring
   * (true) or one-off (false) form: a product has one form, whose
   * `subscription` says which, so asking for the other kind is a 404, as a
   * form of the wrong `type` is.
   */
  config: defineEndpoint({
    method: 'GET',
    path: '/v2/booking/:type/config',
    params: z.object({ type: bookingKindSchema }),
    query: z.object({ productId: serviceIdSchema, subscription: queryBoolean.optional() }),
    response: bookingConfigSchema,
  }),
  /**
   * Prices a configured direct order; a calculation, safe to repeat. A
   * `startTime` must be one of the product's slots (400 `slotUnavailable`,
   * as the booking) and prices RUT against the room left in its own year.
   */
  price: defineEndpoint({
    /** A customer who identified in the wizard is priced (RUT) and booked as themselves. */
    session: 'optional',
    method: 'POST',
    path: '/v2/booking/direct/price',
    body: z.object({ ...directFields, discountCode, startTime: startTime.optional() }),
    response: priceSchema,
    idempotent: true,
  }),
  /** Free start times for a configured direct order; a query, safe to repeat. */
  availability: defineEndpoint({
    /** Read for `addressId` and `orderId`, which name the customer's own. */
    session: 'optional',
    method: 'POST',
    path: '/v2/booking/direct/availability',
    body: z.object({ ...directFields, showAllSlots: z.boolean().optional() }),
    response: availabilitySchema,
    idempotent: true,
  }),
  windowDetails: defineEndpoint({
    method: 'GET',
    path: '/v2/booking/window-details',
    response: windowDetailsSchema,
  }),
  /**
   * Books a direct order for the logged-in customer. `orderId` and
   * `opportunityId` are not offered (400 `notSupported`): a subscription's
   * visits are planned from the subscription, and sales opportunities are
   * not kept here.
   */
  direct: defineEndpoint({
    method: 'POST',
    path: '/v2/booking/direct',
    body: z.object({
      ...directFields,
      discountCode,
      startTime,
      /** Moving cleaning: the address moved to. */
      destinationAddressId: idSchema.optional(),
      /** Sales opportunity the booking answers: not supported, refused when sent. */
      opportunityId: idSchema.optional(),
      ...bookingOriginSchema,
    }),
    response: bookingResultSchema,
    auth: 'customer',
    idempotent: false,
    requiresIdempotencyKey: true,
  }),
  homeCleaningConfig: defineEndpoint({
    method: 'GET',
    path: '/v2/booking/home-cleaning/config',
    query: z.object({ zipCode: zipCodeSchema }),
    response: homeCleaningConfigSchema,
  }),
  homeCleaningDirectConfig: defineEndpoint({
    method: 'GET',
    path: '/v2/booking/home-cleaning-direct/config',
    query: z.object({ zipCode: zipCodeSchema }),
    response: homeCleaningConfigSchema,
  }),
  homeCleaningAvailability: defineEndpoint({
    method: 'GET',
    path: '/v2/booking/home-cleaning/availability',
    query: z.object({ zipCode: zipCodeSchema, flow: homeCleaningFlowSchema }),
    response: availabilitySchema,
    cacheMs: HOME_CLEANING_AVAILABILITY_CACHE_MS,
  }),
  /** Books home cleaning: a home visit (`rfp`) or the first cleaning (`direct`); partners pass their name and data. */
  homeCleaning: defineEndpoint({
    /** A customer who identified in the wizard is priced (RUT) and booked as themselves. */
    session: 'optional',
    method: 'POST',
    path: '/v2/booking/home-cleaning',
    body: z.object({
      configurationForm: configurationFormSchema,
      addressId: idSchema.optional(),
      address: addressInputSchema.optional(),
      contact: contactInputSchema.optional(),
      startTime,
      zipCode: zipCodeSchema,
      flow: homeCleaningFlowSchema,
      partnerName: z.string().max(100).optional(),
      partnerData: z.record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean()])).optional(),
      ...bookingOriginSchema,
    }),
    response: bookingResultSchema,
    idempotent: false,
    requiresIdempotencyKey: true,
  }),
  /** A promotion code; 404 (unknown code) and 410 (expired) are expected answers and are not logged. */
  promotion: defineEndpoint({
    method: 'GET',
    path: '/v1/booking/promotion',
    query: z.object({ promotionCode: z.string().trim().min(1).max(50), productId: serviceIdSchema }),
    response: promotionSchema,
    quietStatuses: [404, 410],
  }),
  /** Days Click & Go cannot start (holidays, full days), `yyyy-mm-dd`. */
  homeCleaningDirectDisabledDates: defineEndpoint({
    method: 'GET',
    path: '/v1/booking/home-cleaning-direct/disabled-dates',
    query: z.object({ zipCode: zipCodeSchema.optional() }),
    response: z.object({ dates: z.array(isoDateSchema) }),
  }),
} as const;

