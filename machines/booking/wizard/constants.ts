/**
 * Constants of the booking wizard. Each value lives here once; the chart
 * names them as delays, the edge reads the rest.
 */

/** Form answers are saved (sessionStorage, by the edge) this long after the last change (spec §5: "Form autosave debounce 500 ms"). */
export const BOOKING_AUTOSAVE_DEBOUNCE_MS = 500;
/** Not in the spec: the price of a direct order is asked for this long after the last configuration change. */
export const BOOKING_PRICE_DEBOUNCE_MS = 300;

/** Message keys the wizard carries (rendered by `ui/`). */
export const BOOKING_MESSAGE_KEYS = {
  /** 409 on submit: the chosen time was taken meanwhile; fresh slots are shown. */
  slotTaken: 'booking.errors.slotTaken',
  /** Any other failure (config, availability, price, submit): the default error. */
  default: 'common.errors.default',
} as const;

export type BookingMessageKey = (typeof BOOKING_MESSAGE_KEYS)[keyof typeof BOOKING_MESSAGE_KEYS];
