/**
 * Constants of the booking wizard. Each value lives here once; the chart
 * names them as delays, the edge reads the rest.
 */

/** Form answers are saved (sessionStorage, by the edge) this long after the last change (spec §5: "Form autosave debounce 500 ms"). */
export const BOOKING_AUTOSAVE_DEBOUNCE_MS = 500;
/** Not in the spec: the price of a direct order is asked for this long after the last configuration change. */
export const BOOKING_PRICE_DEBOUNCE_MS = 300;

/** The longest discount code the booking calls accept (`discountCode`, `promotionCode`). */
export const DISCOUNT_CODE_MAX_LENGTH = 50;

/** Message keys the wizard carries (rendered by `ui/`). */
export const BOOKING_MESSAGE_KEYS = {
  /** 409 on submit: the chosen time was taken meanwhile; fresh slots are shown. */
  slotTaken: 'booking.errors.slotTaken',
  /** 400 on submit: the server refused some answers; the fields say which. */
  refused: 'booking.errors.refused',
  /** 409 on submit other than a taken slot: the booking cannot be made as asked (a subscription already); the reasons are listed. */
  conflict: 'booking.errors.conflict',
  /** Any other failure (config, availability, price, submit, a check): the default error. */
  default: 'common.errors.default',
  /** A new address outside the areas we serve. */
  outsideServiceArea: 'common.formErrors.serviceNotAvailableOnPostalCode',
  /** A new address at another postal code than the one the times and price are for. */
  otherPostalCode: 'booking.address.otherPostalCode',
  /** A discount code the server does not know for this product (its 404). */
  unknownDiscountCode: 'booking.discount.unknown',
  /** A discount code whose validity is over (its 410). */
  expiredDiscountCode: 'booking.discount.expired',
  /** Too many wrong discount codes from this address within the hour (its 429): no code is checked for a while. */
  tooManyDiscountCodes: 'booking.discount.tooMany',
  /** The staff variant: a staff call answered 401, the staff member's sign-on ended (log in again). */
  signOnEnded: 'booking.staff.signOnEnded',
} as const;

export type BookingMessageKey = (typeof BOOKING_MESSAGE_KEYS)[keyof typeof BOOKING_MESSAGE_KEYS];
