import type { z } from 'zod';
import { booking, type BookingResult, type Price } from '../../../api/contract/booking';
import type { AddressInput, ContactInput } from '../../../api/contract/common';
import type { Locale } from '../../../api/contract/content.schemas';
import { IDEMPOTENCY_KEY_FIELD } from '../../../api/contract/headers';
import { bookingTypeOf, isBusinessService, SERVICE_IDS, type ServiceId } from '../../../api/products';
import { normalizePostalCode } from '../../../api/validators/postalCode';
import type { Db } from '../../db';
import { addressesOf } from '../../store/addresses';
import { primaryFirst } from '../customers';
import {
  bookedSeats,
  findAnswer,
  inTransaction,
  insertBooking,
  lockIdempotencyKey,
  lockSlot,
  replaceAnswer,
  requestHash,
  saveAnswer,
  type BookedTime,
  type BookingRow,
  type NewBooking,
} from '../../store/booking';
import { customerContact } from '../../store/customers';
import { heldSubscriptions } from '../../store/subscriptions';
import type { ConfirmationEvent, LetterPartner } from '../confirmations';
import { visitNotification } from '../notifications/notifier';
import { requireBookingPartner, type BookingPartnerTerms } from '../partners';
import { invalidField, Refusal } from '../refusal';
import type { AccountSession, CustomerSession } from '../session';
import { refuseOverlap } from './overlaps';
import { refuseUnsupported, requireAccountFor, requireAddressAt, requireOwnAddress } from './ownIds';
import { SlotTakenError } from './seats';
import { staffCountOf, staffFor } from './staff';
import { toStockholmIso } from './stockholmTime';
import {
  availabilityOf,
  HOME_CLEANING_PRODUCT,
  placeOf,
  priceOf,
  requireArea,
  requireDirect,
  requireForm,
  requireSlot,
  slotAt,
  type BookingDeps,
} from './service';

/**
 * Booking submissions: a direct order, a request for proposal, a company's
 * request and weekly home cleaning. Each runs at most once per
 * `Idempotency-Key`, and a seat is taken under the slot's lock.
 */

const REQUIRED = 'common.formErrors.required';

/** How a submission is called: its body, language, and the caller's `Idempotency-Key` when sent. */
export interface Submission<Body, S = CustomerSession | undefined> {
  body: Body;
  locale: Locale;
  session: S;
  idempotencyKey: string | undefined;
}

/** Who books, and where: a customer's booking is checked against their others there. */
interface Booker {
  customerId: string;
  street: string;
  zipCode: string;
}

/**
 * Takes a seat of the slot: under the slot's lock, the seats are counted
 * again; a customer's booking (`booker`) must not overlap one of theirs of
 * the same service at the same place.
 */
async function takeSeat(deps: BookingDeps, tx: Db, productId: ServiceId, region: string, startTime: string, booker: Booker | undefined) {
  const startMs = Date.parse(startTime);
  const endMs = Date.parse(requireSlot(deps, productId, region, startTime).endTime);
  // The customer's lock before the slot's, as a move takes them, so two calls never wait on each other.
  if (booker) await refuseOverlap(tx, { customerId: booker.customerId, productId, startMs, endMs }, booker, 'body.startTime');
  await lockSlot(tx, region, productId, startMs);
  const booked = await bookedSeats(tx, region, productId, startMs, startMs + 1);
  const slot = slotAt(deps, productId, region, startTime, booked);
  if (!slot) throw invalidField('body.startTime', 'slotUnavailable');
  if (!slot.available) throw new SlotTakenError(productId, region);
  return { startMs, endMs };
}

/** The seat a booking takes and who goes: the region's team, chosen by the booking's reference. */
const plannedSeat = (region: string, productId: ServiceId, startMs: number): BookedTime => ({
  region,
  startMs,
  staffOf: (reference) => staffFor(reference, region, staffCountOf(productId)),
});

/**
 * Runs a submission that takes a seat; a full slot is refused (409) with the
 * calendar as it is now, read after the booking's transaction is over, so the
 * wizard can offer another time.
 */
async function withSeat<T>(deps: BookingDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SlotTakenError)) throw error;
    const availability = await availabilityOf(deps, error.productId, error.region);
    throw new Refusal('conflict', 'slotTaken', [{ field: 'body.startTime', message: 'slotTaken' }], { availability });
  }
}

/** The caller's own address that `field` names (see `ownIds.ts`). */
const ownAddress = (deps: BookingDeps, session: { customerId: string | null } | undefined, addressId: string, field: string) =>
  requireOwnAddress(deps.db, requireAccountFor(session, field), addressId);

const addressJson = (row: { street: string; zipCode: string; city: string; careOf?: string | null; floor?: string | null; doorCode?: string | null; id?: string }) => ({
  ...(row.id ? { id: row.id } : {}),
  street: row.street,
  zipCode: normalizePostalCode(row.zipCode),
  city: row.city,
  ...(row.careOf ? { careOf: row.careOf } : {}),
  ...(row.floor ? { floor: row.floor } : {}),
  ...(row.doorCode ? { doorCode: row.doorCode } : {}),
});

/** The address of an anonymous submission: a stored one (session needed) or a typed one. */
async function submissionAddress(deps: BookingDeps, session: CustomerSession | undefined, addressId: string | undefined, address: AddressInput | undefined) {
  if (addressId) return addressJson(await ownAddress(deps, session, addressId, 'body.addressId'));
  return address ? addressJson(address as Required<Pick<AddressInput, 'street' | 'zipCode' | 'city'>> & AddressInput) : undefined;
}

/** Who to contact: the typed contact, else the logged-in customer. */
async function submissionContact(deps: BookingDeps, session: CustomerSession | undefined, contact: ContactInput | undefined) {
  if (contact) return contact;
  if (session?.customerId) {
    const row = await customerContact(deps.db, session.customerId);
    if (row) return row;
  }
  throw invalidField('body.contact', REQUIRED);
}

/** The customer's primary address (else their first), used when the booking names none. */
async function primaryAddress(deps: BookingDeps, customerId: string) {
  const [row] = primaryFirst(await addressesOf(deps.db, customerId));
  if (!row) throw invalidField('body.addressId', REQUIRED);
  return row;
}

/** Area of an optional address of a request for proposal: when given, it must be served. */
async function rfpArea(deps: BookingDeps, address: { zipCode: string } | undefined, productId: number, field: string) {
  if (!address) return { areaCode: null, region: null };
  const area = await requireArea(deps, address.zipCode, productId, field);
  return { areaCode: area.areaCode, region: area.region };
}

function replay(stored: { requestHash: string; response: unknown }, hash: string): BookingResult {
  if (stored.requestHash !== hash) {
    throw new Refusal('conflict', 'Idempotency-Key was already used with a different request', [{ field: IDEMPOTENCY_KEY_FIELD, message: 'idempotencyKeyReused' }]);
  }
  return stored.response as BookingResult;
}

/**
 * Runs a booking submission at most once per `Idempotency-Key` and endpoint:
 * a stored answer is replayed before anything is validated again (the slot
 * may be full by now, the booking is still ours); the key is locked, checked
 * again and saved in the booking's own transaction, so concurrent retries
 * book once and a failed booking leaves the key unused.
 */
async function submitOnce(
  { db }: BookingDeps,
  { scope, key }: Replay,
  asked: unknown,
  prepare: () => Promise<(tx: Db) => Promise<BookingResult>>,
): Promise<Submitted> {
  const hash = requestHash(asked);
  if (key) {
    const stored = await findAnswer(db, scope, key);
    if (stored) return { result: replay(stored, hash), booked: false };
  }
  const book = await prepare();
  return inTransaction(db, async (tx) => {
    if (key) {
      await lockIdempotencyKey(tx, scope, key);
      const stored = await findAnswer(tx, scope, key);
      if (stored) return { result: replay(stored, hash), booked: false };
    }
    const result = await book(tx);
    if (key) await saveAnswer(tx, scope, key, { requestHash: hash, status: 200, response: result });
    return { result, booked: true };
  });
}

/** A submission's answer, and whether this call booked it (false: a retry answered what the first call booked). */
interface Submitted {
  result: BookingResult;
  booked: boolean;
}

/** The e-mail confirming a submission: to whom, of what (known once the booking is stored), in which language. */
interface Letter {
  to: string | null | undefined;
  event: ConfirmationEvent | undefined;
  locale: Locale;
}

/** Where a submission's answer is kept for its retries: the call's path and who asks (`replayOf`), and its `Idempotency-Key`. */
interface Replay {
  scope: string;
  key: string | undefined;
}

/**
 * The place of a submission's answer: a customer's keys are their own, so
 * another caller's key, guessed or known, neither replays nor blocks theirs;
 * a visitor's are the call's (a visitor is nobody to tell apart).
 */
function replayOf(path: string, customerId: string | null | undefined, key: string | undefined): Replay {
  return { scope: customerId ? `${path} ${customerId}` : path, key };
}

/**
 * Tells the customer of a booking this call made, once it is committed: a
 * logged-in customer (`customerId`) gets a notification, and the contact
 * the confirmation e-mail, which the answer then names, and so do its
 * retries. A retry that answers the first call's booking sends nothing.
 */
async function confirmed(deps: BookingDeps, customerId: string | null | undefined, { result, booked }: Submitted, letter: Letter, replay: Replay): Promise<BookingResult> {
  if (!booked) return result;
  if (customerId) {
    const { bookingId, reference, productId, startTime } = result;
    await deps.notifier.notify(visitNotification(customerId, 'bookingConfirmed', { bookingId, reference, productId, startTime }));
  }
  const sentTo = letter.event && (await deps.confirmations.send(letter.to, letter.event, letter.locale));
  if (!sentTo) return result;
  const answer = { ...result, confirmationSentTo: sentTo };
  if (replay.key) await replaceAnswer(deps.db, replay.scope, replay.key, answer);
  return answer;
}

/** What a stored booking's confirmation tells of: a booked time, a home visit, or a request. */
function confirmationOf(row: BookingRow, kind: 'booked' | 'homeVisit' | 'request'): ConfirmationEvent {
  const address = placeOf(row);
  const facts = { bookingId: row.id, reference: row.reference, productId: row.productId, ...(address ? { address } : {}) };
  if (kind === 'request' || !row.startTime || !row.endTime) return { kind: 'request', ...facts };
  const partner = partnerOfRow(row);
  return {
    kind,
    ...facts,
    startMs: row.startTime.getTime(),
    endMs: row.endTime.getTime(),
    ...(row.price ? { price: row.price as Price } : {}),
    ...(partner ? { partner } : {}),
  };
}

/** The partner a stored booking was made through (kept with its contact), as its letter names it. */
function partnerOfRow(row: BookingRow): LetterPartner | undefined {
  const partner = (row.contact as { partner?: BookingPartnerTerms } | null)?.partner;
  if (!partner) return undefined;
  const { id: _id, ...named } = partner;
  return named;
}

const origin = (body: { referrer?: string; bookingUrl?: string }) => ({ referrer: body.referrer ?? null, bookingUrl: body.bookingUrl ?? null });

/** The receipt of a stored booking: its reference, time, place and price as stored. */
function resultOf(row: BookingRow, type: BookingResult['type'], status: BookingResult['status']): BookingResult {
  const address = placeOf(row);
  return {
    bookingId: row.id,
    reference: row.reference,
    type,
    status,
    productId: row.productId,
    ...(row.startTime ? { startTime: toStockholmIso(row.startTime.getTime()) } : {}),
    ...(address ? { address } : {}),
    ...(row.price ? { price: row.price as Price } : {}),
  };
}

/** Stores a request for proposal (a person's or a company's): received, to be quoted; answered as an rfp, and its confirmation written in `letter`. */
async function storeRequest(tx: Db, values: Omit<NewBooking, 'status'>, letter: Letter): Promise<BookingResult> {
  const row = await insertBooking(tx, { ...values, status: 'received' });
  letter.event = confirmationOf(row, 'request');
  return resultOf(row, 'rfp', 'received');
}

/**
 * A customer who already has weekly home cleaning (a home visit's or Click
 * & Go's) does not book a second one: it is managed in their account.
 */
async function refuseSecondHomeCleaning({ db }: BookingDeps, customerId: string | null, zipCode: string) {
  if (!customerId) return;
  const held = await heldSubscriptions(db, customerId, Object.values(HOME_CLEANING_PRODUCT));
  if (held.length === 0) return;
  const here = held.some((subscription) => normalizePostalCode(subscription.zipCode) === normalizePostalCode(zipCode));
  const message = here ? 'common.formErrors.alreadySubscribed' : 'common.formErrors.subscriptionZipCodeMismatch';
  throw new Refusal('conflict', 'The customer already subscribes to home cleaning', [{ field: 'body.zipCode', message }]);
}

type DirectBody = z.output<typeof booking.direct.body>;
type RfpBody = z.output<typeof booking.rfp.body>;
type B2bBody = z.output<typeof booking.b2b.body>;
type HomeCleaningBody = z.output<typeof booking.homeCleaning.body>;

/** Who made a booking: the customer on the site, or customer service acting for them. */
type BookingChannel = NonNullable<NewBooking['channel']>;

/**
 * Where a direct order comes from: the path of the call that books it (its
 * `Idempotency-Key`s are its own) and the channel stored with the booking.
 */
interface DirectOrderSource {
  scope: string;
  channel: BookingChannel;
}

const ON_THE_SITE: DirectOrderSource = { scope: booking.direct.path, channel: 'site' };

/**
 * What calls.md lists for a direct booking but this service does not offer.
 * `orderId`: a subscription's visits are planned from the subscription, and
 * an order booked into one would be cancelled as a planned visit is, its
 * time going to the time bank, though it was paid on its own.
 * `opportunityId`: sales opportunities are kept in the sales team's tools,
 * not here, so there is none to check the id against or to answer.
 */
function refuseUnsupportedDirectFields(body: { orderId?: string; opportunityId?: string }): void {
  refuseUnsupported('body.orderId', body.orderId);
  refuseUnsupported('body.opportunityId', body.opportunityId);
}

/**
 * A direct order for a customer account, at one of its addresses, in a
 * free slot: the account's own session books it on the site, or customer
 * service books it for the account's person (`source`). The rules, the
 * price (RUT against the account's person) and the notification are the
 * same either way.
 */
export async function submitDirect(
  deps: BookingDeps,
  { body, locale, session, idempotencyKey }: Submission<DirectBody, Pick<AccountSession, 'customerId' | 'ssn'>>,
  source: DirectOrderSource = ON_THE_SITE,
): Promise<BookingResult> {
  const { customerId } = session;
  const letter: Letter = { to: undefined, event: undefined, locale };
  const place = replayOf(source.scope, customerId, idempotencyKey);
  const submitted = await withSeat(deps, () =>
    submitOnce(deps, place, { body, customerId }, async () => {
      refuseUnsupportedDirectFields(body);
      requireDirect(body.productId);
      if (body.productId === HOME_CLEANING_PRODUCT.direct) await refuseSecondHomeCleaning(deps, customerId, body.zipCode);
      const form = requireForm(body.productId, body.configurationForm, locale);
      const served = await requireArea(deps, body.zipCode, body.productId, 'body.zipCode');
      const address = body.addressId ? await ownAddress(deps, session, body.addressId, 'body.addressId') : await primaryAddress(deps, customerId);
      requireAddressAt(address, body.zipCode);
      const destination = body.destinationAddressId ? await ownAddress(deps, session, body.destinationAddressId, 'body.destinationAddressId') : undefined;
      const { price, person } = await priceOf(deps, { productId: body.productId, form, code: body.discountCode, locale, session, client: null, startTime: body.startTime });
      requireSlot(deps, body.productId, served.region, body.startTime);
      letter.to = (await customerContact(deps.db, customerId))?.email;
      const place = addressJson(address);
      return async (tx) => {
        const seat = await takeSeat(deps, tx, body.productId, served.region, body.startTime, { customerId, street: place.street, zipCode: place.zipCode });
        const values: NewBooking = {
          kind: 'order',
          productId: body.productId,
          status: 'confirmed',
          customerId,
          person,
          areaCode: served.areaCode,
          region: served.region,
          address: { ...place, ...(destination ? { destination: addressJson(destination) } : {}) },
          contact: null,
          configuration: form,
          startTime: new Date(seat.startMs),
          endTime: new Date(seat.endMs),
          price,
          discountCode: price.discountCode?.code ?? null,
          ...origin(body),
          channel: source.channel,
        };
        const row = await insertBooking(tx, values, plannedSeat(served.region, body.productId, seat.startMs));
        letter.event = confirmationOf(row, 'booked');
        return resultOf(row, 'order', 'confirmed');
      };
    }),
  );
  return confirmed(deps, customerId, submitted, letter, place);
}

/** A request for proposal, by anyone; a logged-in customer's stored address and contact may be used. */
export async function submitRfp(deps: BookingDeps, { body, locale, session, idempotencyKey }: Submission<RfpBody>): Promise<BookingResult> {
  const letter: Letter = { to: undefined, event: undefined, locale };
  const place = replayOf(booking.rfp.path, session?.customerId, idempotencyKey);
  const submitted = await submitOnce(deps, place, { body, customerId: session?.customerId ?? null }, async () => {
    if (bookingTypeOf(body.productId) !== 'rfp' || isBusinessService(body.productId)) throw invalidField('body.productId', 'notRfpProduct');
    const form = requireForm(body.productId, body.configurationForm, locale);
    const address = await submissionAddress(deps, session, body.addressId, body.address);
    const contact = await submissionContact(deps, session, body.contact);
    letter.to = contact.email;
    const area = await rfpArea(deps, address, body.productId, body.addressId ? 'body.addressId' : 'body.address.zipCode');
    return (tx) =>
      storeRequest(tx, {
        kind: 'rfp',
        productId: body.productId,
        customerId: session?.customerId ?? null,
        ...area,
        address: address ?? null,
        contact,
        configuration: form,
        ...origin(body),
      }, letter);
  });
  // A request for proposal is no booking yet: it is confirmed by e-mail, and the quote that answers it is what My pages tells of.
  return confirmed(deps, null, submitted, letter, place);
}

/** A company's request for proposal, quoted against its organisation number. */
export async function submitB2b(deps: BookingDeps, { body, locale, session, idempotencyKey }: Submission<B2bBody>): Promise<BookingResult> {
  const letter: Letter = { to: body.contact.email, event: undefined, locale };
  const place = replayOf(booking.b2b.path, session?.customerId, idempotencyKey);
  const submitted = await submitOnce(deps, place, { body, customerId: session?.customerId ?? null }, async () => {
    if (!isBusinessService(body.productId)) throw invalidField('body.productId', 'notBusinessProduct');
    if (!body.company.orgNumber) throw invalidField('body.company.orgNumber', REQUIRED);
    const form = requireForm(body.productId, body.configurationForm, locale);
    const address = body.address ? addressJson(body.address as Parameters<typeof addressJson>[0]) : undefined;
    const area = await rfpArea(deps, address, body.productId, 'body.address.zipCode');
    return (tx) =>
      storeRequest(tx, {
        kind: 'b2b',
        productId: body.productId,
        customerId: session?.customerId ?? null,
        ...area,
        address: address ?? null,
        contact: { ...body.contact, company: body.company, ...(body.message ? { message: body.message } : {}) },
        configuration: form,
        ...origin(body),
      }, letter);
  });
  return confirmed(deps, null, submitted, letter, place);
}

/**
 * The partner a home cleaning is booked through, as we know it (id and
 * name); partner data without a partner's name belongs to no one, so the
 * name is then required rather than the data dropped.
 */
async function bookingPartnerOf(deps: BookingDeps, body: Pick<HomeCleaningBody, 'partnerName' | 'partnerData'>, productId: ServiceId) {
  if (body.partnerName === undefined) {
    if (body.partnerData !== undefined) throw invalidField('body.partnerName', REQUIRED);
    return undefined;
  }
  return requireBookingPartner(deps.db, body.partnerName, productId, body.partnerData?.campaignCode);
}

/** A partner's discount per hour, for the price of an order through it. */
const discountThrough = (partner: BookingPartnerTerms | undefined) => (partner?.discountPerHour ? { discountPerHour: partner.discountPerHour } : {});

/** Weekly home cleaning: a home visit (`rfp` flow) or the first cleaning straight away (`direct`, Click & Go). */
export async function submitHomeCleaning(deps: BookingDeps, { body, locale, session, idempotencyKey }: Submission<HomeCleaningBody>): Promise<BookingResult> {
  const productId = HOME_CLEANING_PRODUCT[body.flow];
  const letter: Letter = { to: undefined, event: undefined, locale };
  const place = replayOf(booking.homeCleaning.path, session?.customerId, idempotencyKey);
  const submitted = await withSeat(deps, () =>
    submitOnce(deps, place, { body, customerId: session?.customerId ?? null }, async () => {
      await refuseSecondHomeCleaning(deps, session?.customerId ?? null, body.zipCode);
      const bookingPartner = await bookingPartnerOf(deps, body, productId);
      // Both flows answer weekly cleaning's questions (the wizard asks them before the flow matters);
      // the flow decides the product: a home visit, or the first cleaning straight away.
      const form = requireForm(SERVICE_IDS.weeklyCleaning, body.configurationForm, locale);
      const served = await requireArea(deps, body.zipCode, productId, 'body.zipCode');
      const address = await submissionAddress(deps, session, body.addressId, body.address);
      if (!address) throw invalidField('body.address', REQUIRED);
      requireAddressAt(address, body.zipCode);
      const contact = await submissionContact(deps, session, body.contact);
      letter.to = contact.email;
      // Click & Go is priced now; a home visit is free and priced at the visit.
      const priced =
        body.flow === 'direct'
          ? await priceOf(deps, { productId, form, code: undefined, locale, session, client: null, startTime: body.startTime, ...discountThrough(bookingPartner) })
          : undefined;
      requireSlot(deps, productId, served.region, body.startTime);
      const customerId = session?.customerId;
      return async (tx) => {
        const seat = await takeSeat(deps, tx, productId, served.region, body.startTime, customerId ? { customerId, street: address.street, zipCode: address.zipCode } : undefined);
        const partner = bookingPartner ? { partner: bookingPartner, partnerData: body.partnerData ?? {} } : {};
        const row = await insertBooking(
          tx,
          {
            kind: 'homeCleaning',
            productId,
            status: 'confirmed',
            customerId: session?.customerId ?? null,
            person: priced?.person ?? null,
            areaCode: served.areaCode,
            region: served.region,
            address,
            contact: { ...contact, ...partner },
            configuration: form,
            startTime: new Date(seat.startMs),
            endTime: new Date(seat.endMs),
            price: priced?.price ?? null,
            ...origin(body),
          },
          plannedSeat(served.region, productId, seat.startMs),
        );
        letter.event = confirmationOf(row, body.flow === 'direct' ? 'booked' : 'homeVisit');
        return resultOf(row, body.flow === 'direct' ? 'order' : 'rfp', 'confirmed');
      };
    }),
  );
  // Booked without an account (or before registering) there is no one to notify yet; the contact gets the e-mail.
  return confirmed(deps, session?.customerId, submitted, letter, place);
}
