/**
 * Message keys of refusals of a change to a booking (`reasonKey` of a
 * validation, `message` of a 400/409 field error), translated by the site.
 */
export const BOOKING_CHANGE_REFUSALS = {
  /** The visit has started, is done or is cancelled. */
  notChangeable: 'myPages.refusals.notChangeable',
  /** Within the notice period a visit can be cancelled (with a fee) but not moved. */
  rebookTooLate: 'myPages.refusals.rebookTooLate',
  /** The reason id is not one of the listed reasons. */
  unknownReason: 'myPages.refusals.unknownReason',
  /** Only a done visit can be rated. */
  notRateable: 'myPages.refusals.notRateable',
  /** A visit is rated once; a different second rating is refused. */
  alreadyRated: 'myPages.refusals.alreadyRated',
  /** A note can be left until the visit starts. */
  noteTooLate: 'myPages.refusals.noteTooLate',
  /** A home visit moves within its own postal code. */
  meetingZipCode: 'myPages.refusals.meetingZipCode',
  /** The customer has booked the same service at the same place at an overlapping time already (a booking or a move); the field error names that booking. */
  alreadyBooked: 'common.formErrors.alreadyBooked',
  /** The new time is not one of the product's slots, or is full. */
  slotUnavailable: 'slotUnavailable',
} as const;
