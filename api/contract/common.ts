import { z } from 'zod';
import { daysFromTo, validateDate, validateInstantRange } from '../validators/date';
import { dateSchema, emailSchema, phoneSchema, postalCodeSchema } from '../validators/schemas';
import { REQUEST_REFUSALS } from './requestRefusals';

/**
 * Building blocks shared by the contract files.
 *
 * Money is always an integer number of öre (1 kr = 100 öre), VAT included
 * unless the field name says otherwise; `ui/` formats it as `1 234,50 kr`.
 * Times are ISO 8601 with offset (`2025-03-14T08:00:00+01:00`), days are
 * `yyyy-mm-dd` in Europe/Stockholm.
 */

/** An amount in öre (integer, may be negative for discounts and deductions). */
export const oreSchema = z.number().int();
/** An instant, ISO 8601 with zone. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** A day, `yyyy-mm-dd`. */
export const isoDateSchema = z.iso.date();

/*
 * What callers send is bounded where answers need not be: a day or an
 * instant a call takes lies from `FIRST_DAY` to `LAST_DAY`
 * (`api/validators/date.ts`), and a range of days is at most
 * `MAX_DAY_RANGE_DAYS` long, so no input reaches date arithmetic or the
 * database outside their ranges.
 */

/** A day a caller sends, `yyyy-mm-dd`: a real calendar date from `FIRST_DAY` to `LAST_DAY` (`invalidDate`, `dateMinRange`, `dateMaxRange`). */
export const dayInputSchema = dateSchema();
/** An instant a caller sends, ISO 8601 with zone, from `FIRST_DAY` to `LAST_DAY` (`dateMinRange`, `dateMaxRange`). */
export const instantInputSchema = isoDateTimeSchema.superRefine((value, ctx) => {
  const error = validateInstantRange(value);
  if (error) ctx.addIssue({ code: 'custom', message: error.message, params: error.values });
});

/** The longest range of days one call may ask for: five years. */
const MAX_DAY_RANGE_DAYS = 366 * 5;

/**
 * Checks a range of two day fields of one object, when both are valid
 * days: `to` is not before `from` (`dateMinRange`) and at most
 * `MAX_DAY_RANGE_DAYS` after it (`dateMaxRange`); the error is on `to`.
 */
export const dayRange =
  <K extends string>(from: K, to: K) =>
  (value: Partial<Record<K, string>>, ctx: z.RefinementCtx) => {
    const [first, last] = [value[from]?.trim(), value[to]?.trim()];
    // Zod runs this even when a field failed; that field's own error says enough.
    if (!first || !last || validateDate(first) || validateDate(last)) return;
    const days = daysFromTo(first, last);
    if (days < 0) ctx.addIssue({ code: 'custom', path: [to], message: 'common.formErrors.dateMinRange', params: { date: first } });
    else if (days > MAX_DAY_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: [to], message: 'common.formErrors.dateMaxRange' });
  };

/**
 * `password` of the e-ID calls (login, invitation, approval; calls.md lists
 * it): BankID is the only way in, so a password is refused with 400
 * `passwordNotSupported` rather than ignored, and never read or stored. An
 * empty one is as none.
 */
export const passwordSchema = z
  .string()
  .refine((value) => value === '', REQUEST_REFUSALS.passwordNotSupported)
  .optional();

/** Ids are opaque strings chosen by the server. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalidId');
export const zipCodeSchema = postalCodeSchema;

/** A number in a query string: a number, or digits as the URL carries them. */
export const queryInt = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^-?\d+$/)])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A flag in a query string: `true`/`false` (also `1`/`0`, `yes`/`no`) or a boolean. */
export const queryBoolean = z.union([z.boolean(), z.stringbool()]);

/** Answer for calls that only succeed or fail. */
export const ackSchema = z.object({ ok: z.literal(true) });

/** Free text typed by a person (notes, comments, instructions). */
export const freeText = (max: number) => z.string().trim().max(max, 'common.formErrors.maxLength');

/** One answer of a booking form: a number, a text, a choice, several choices, a flag. */
export const formAnswerSchema = z.union([
  z.string().max(2000),
  z.number().finite(),
  z.boolean(),
  z.array(z.union([z.string().max(200), z.number().finite()])).max(50),
  z.null(),
]);
export type FormAnswer = z.infer<typeof formAnswerSchema>;

/**
 * The answers of a booking configuration form: a flat record from question id
 * to answer, e.g. `{ livingArea: 85, frequency: 'everyOtherWeek', pets: true,
 * extras: ['oven'] }`. The server checks them against the product's booking
 * configuration (`booking.config`).
 */
export const configurationFormSchema = z
  .record(z.string().min(1).max(100).regex(/^[A-Za-z0-9_.-]+$/), formAnswerSchema)
  .refine((form) => Object.keys(form).length <= 100, { message: 'tooManyAnswers' });

/** A street address as typed in forms. */
export const addressInputSchema = z.object({
  street: z.string().trim().min(1, 'common.formErrors.required').max(200, 'common.formErrors.maxLength'),
  zipCode: zipCodeSchema,
  city: z.string().trim().min(1, 'common.formErrors.required').max(100, 'common.formErrors.maxLength'),
  careOf: z.string().trim().max(100, 'common.formErrors.maxLength').optional(),
  /** Floor, entrance and door code details for the service staff. */
  floor: z.string().trim().max(20, 'common.formErrors.maxLength').optional(),
  doorCode: z.string().trim().max(20, 'common.formErrors.maxLength').optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** A stored address of a customer. */
export const addressSchema = z.object({
  id: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  careOf: z.string().optional(),
  floor: z.string().optional(),
  doorCode: z.string().optional(),
  /** The customer's primary address; its zip code is remembered after login. */
  primary: z.boolean(),
  /** Instructions for the service staff (access, parking, pets). */
  instructions: z.string().optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** Contact person given with a booking or a registration. */
export const contactInputSchema = z.object({
  firstName: z.string().trim().min(1, 'common.formErrors.required').max(100, 'common.formErrors.maxLength'),
  lastName: z.string().trim().min(1, 'common.formErrors.required').max(100, 'common.formErrors.maxLength'),
  email: emailSchema,
  phone: phoneSchema,
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** A bookable time slot. */
export const slotSchema = z.object({
  startTime: isoDateTimeSchema,
  endTime: isoDateTimeSchema,
  /** Price difference of this slot against the base price, in öre (weekend or evening surcharge). */
  priceDifference: oreSchema.optional(),
});
export type Slot = z.infer<typeof slotSchema>;

/** A list page by page number. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    itemsPerPage: z.number().int().min(1),
  });

/** Where a booking was made from: the referrer code and the page URL (analytics and partner attribution). */
export const bookingOriginSchema = {
  referrer: z.string().max(200).optional(),
  bookingUrl: z.string().max(2000).optional(),
};

/**
 * Status of an e-ID order (login or signing), as polled. `hintCode` is the
 * e-ID provider's hint (`outstandingTransaction`, `userSign`, `started`,
 * `expiredTransaction`, `userCancel`, …) for the message to show.
 */
const EID_STATUSES = [
  'pending',
  'pendingUserSign',
  'complete',
  'choice',
  'expired',
  'startFailed',
  'userCancel',
] as const;
export const eidStatusSchema = z.enum(EID_STATUSES);
export type EidStatus = z.infer<typeof eidStatusSchema>;

/** A started e-ID order: poll it by `orderRef`, show its QR by `qrToken`, open the app with `autoStartToken`. */
export const eidOrderSchema = z.object({
  orderRef: z.string().min(1),
  autoStartToken: z.string().min(1),
  qrToken: z.string().min(1),
});
export type EidOrder = z.infer<typeof eidOrderSchema>;
