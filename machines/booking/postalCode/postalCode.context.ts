import type { ServiceInSection } from '../../../api/contract/content.schemas';
import { bookingQuery, disabledReasonOf, subscriptionOrderId } from './postalCode.rules';
import type { BookingQuery, PostalCodeContext, ServiceChoice, ServiceDisabledReason } from './postalCode.types';

export function requirePostalCode(context: PostalCodeContext): string {
  if (context.postalCode === null) throw new Error('postalCode: validating without a postal code');
  return context.postalCode;
}

/** The single-service form's service (the first; there is only one). */
function singleService(context: PostalCodeContext): ServiceInSection {
  const service = context.services[0];
  if (!service) throw new Error('postalCode: a form without services');
  return service;
}

export function singleReason(context: PostalCodeContext): ServiceDisabledReason | null {
  return disabledReasonOf(singleService(context), requirePostalCode(context), context.customer);
}

export function availableChoices(context: PostalCodeContext): ServiceChoice[] {
  return context.choices.filter((choice) => choice.available);
}

/** The one service the catalog has at the code, when exactly one. */
export function onlyChoice(context: PostalCodeContext): ServiceChoice | undefined {
  const available = availableChoices(context);
  return available.length === 1 ? available[0] : undefined;
}

/** The booking query for a product of the section at the submitted code. */
function queryFor(context: PostalCodeContext, productId: number, orderId: string | null): BookingQuery {
  const service = context.services.find((candidate) => candidate.productId === productId);
  if (!service) throw new Error(`postalCode: ${productId} is not a service of this form`);
  return bookingQuery(service, requirePostalCode(context), orderId);
}

/** The single-service form's question: its product at the submitted code. */
export function singleRequest(context: PostalCodeContext): { postalCode: string; productId: number } {
  return { postalCode: requirePostalCode(context), productId: singleService(context).productId };
}

/** Where an available single service goes, with the subscription's order when it is held at the code. */
export function singleBooking(context: PostalCodeContext): BookingQuery {
  const { postalCode, productId } = singleRequest(context);
  return queryFor(context, productId, subscriptionOrderId(productId, postalCode, context.customer));
}

/** Where the one service the catalog has at the code goes. */
export function onlyChoiceBooking(context: PostalCodeContext): BookingQuery {
  const choice = onlyChoice(context);
  if (!choice) throw new Error('postalCode: no single choice to book');
  return queryFor(context, choice.productId, choice.orderId);
}

/** Where the service chosen in the popup goes, with the catalog's order id. */
export function chosenBooking(context: PostalCodeContext, productId: number): BookingQuery {
  const choice = context.choices.find((candidate) => candidate.productId === productId);
  return queryFor(context, productId, choice?.orderId ?? null);
}

export function requireBooking(context: PostalCodeContext): BookingQuery {
  if (!context.booking) throw new Error('postalCode: done without a booking query');
  return context.booking;
}
