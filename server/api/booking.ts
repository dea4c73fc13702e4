import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Availability, BookingResult, HomeCleaningConfig, Price } from '../../api/contract/booking';
import { booking } from '../../api/contract/booking';
import type { AddressInput, ContactInput } from '../../api/contract/common';
import type { Locale } from '../../api/contract/content.schemas';
import { customer as customerContract, type CustomerBooking } from '../../api/contract/customer';
import { HEADERS } from '../../api/contract/headers';
import { bookingTypeOf, isBusinessService, isDirectService, SERVICE_IDS, type ServiceId } from '../../api/products';
import { normalizePostalCode } from '../../api/validators/postalCode';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { customerAddresses, customers, regionProducts } from '../db/schema';
import { AVAILABILITY_DEFAULT_DAYS, AVAILABILITY_MAX_DAYS, generateSlots } from '../domain/booking/availability';
import { bookingConfigFor } from '../domain/booking/bookingConfig';
import { validateConfigurationForm, type ValidConfigurationForm } from '../domain/booking/configurationSchema';
import { RUT_PERCENT } from '../domain/booking/constants';
import { priceOrder, type Discount, type PricingCustomer } from '../domain/booking/pricing';
import { findPromotion } from '../domain/booking/promotions';
import { PRODUCT_RATES, quote } from '../domain/booking/rates';
import { addDays, todayInStockholm } from '../domain/holidays';
import { stockholmInstant, toStockholmIso } from '../domain/booking/stockholmTime';
import { productTitle } from '../domain/productTitles';
import { findArea } from '../store/catalog';
import { badRequest, handle, HttpError, notFound } from '../http/endpoint';
import type { CustomerSession } from '../http/session';
import {
  bookedSeats,
  bookingsOfCustomer,
  findAnswer,
  inTransaction,
  insertBooking,
  lockIdempotencyKey,
  lockSlot,
  personKey,
  requestHash,
  rutUsedInYear,
  saveAnswer,
  type BookingRow,
  type NewBooking,
} from '../store/booking';
import { heldSubscriptions } from '../store/subscriptions';
import type { ApiDeps } from './deps';

const DAY_MS = 86_400_000;
const SERVICE_NOT_AVAILABLE = 'common.formErrors.serviceNotAvailableOnPostalCode';
const REQUIRED = 'common.formErrors.required';
/** Every refused discount code gets the one message the UI has for it. */
const BAD_CODE = 'common.formErrors.wrongCodeFormat';
/** `Idempotency-Key`: printable ASCII, as long as a UUID or a bit more. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

const fieldError = (field: string, message: string) => badRequest([{ field, message }]);

/** A full slot: answered 409 with the calendar as it is now, so the wizard can offer another time. */
class SlotTakenError extends Error {}

/** The home cleaning product booked by each flow: a home visit before a subscription, or Click & Go. */
const HOME_CLEANING_PRODUCT = { rfp: SERVICE_IDS.weeklyCleaning, direct: SERVICE_IDS.weeklyCleaningDirect } as const;

const ONE_TIME_LABEL: Record<Locale, string> = { sv: 'En gång', en: 'One time' };

/** A served area for a product: the postal code's region must offer it. */
interface ServedArea {
  areaCode: string;
  city: string;
  region: string;
}

/** Booking: forms, prices, calendars and submissions (calls.md section 7, Booking). */
export function registerBooking(app: FastifyInstance, { database, clock }: ApiDeps): void {
  const { db } = database;
  const now = () => new Date(clock.now());
  const today = () => todayInStockholm(now());

  async function servedArea(zipCode: string, productId: number): Promise<ServedArea | undefined> {
    const area = await findArea(db, normalizePostalCode(zipCode));
    if (!area) return undefined;
    const [offered] = await db
      .select({ region: regionProducts.region })
      .from(regionProducts)
      .where(and(eq(regionProducts.region, area.region), eq(regionProducts.productId, productId)))
      .limit(1);
    return offered ? area : undefined;
  }

  async function requireArea(zipCode: string, productId: number, field: string): Promise<ServedArea> {
    const area = await servedArea(zipCode, productId);
    if (!area) throw fieldError(field, SERVICE_NOT_AVAILABLE);
    return area;
  }

  function requireForm(productId: ServiceId, form: unknown, locale: Locale, prefix = 'body.configurationForm'): ValidConfigurationForm {
    const config = bookingConfigFor(productId, locale);
    const checked = validateConfigurationForm(config.questions, form, config.minimumTotal);
    if (!checked.ok) throw badRequest(checked.errors.map((e) => ({ field: `${prefix}.${e.field}`, message: e.message })));
    return checked.form;
  }

  function requireDirect(productId: ServiceId): void {
    if (!isDirectService(productId)) throw fieldError('body.productId', 'notDirectProduct');
  }

  function discountFor(code: string | undefined, productId: ServiceId, locale: Locale): { discount?: Discount; discountCode?: { code: string; valid: boolean } } {
    if (code === undefined || code === '') return {};
    const found = findPromotion(code, productId, today(), locale);
    if (!found.ok) throw fieldError('body.discountCode', BAD_CODE);
    return { discount: found.discount, discountCode: { code: found.promotion.code, valid: true } };
  }

  /**
   * Who is priced: without a session nobody has shown a personal number, so
   * there is no RUT; a private account gets RUT against its own number, less
   * what that person already received this calendar year.
   */
  async function pricingCustomer(session: CustomerSession | undefined): Promise<{ customer: PricingCustomer; person: string | null }> {
    if (!session) return { customer: { type: 'private', hasPersonalNumber: false, rutUsedThisYear: 0 }, person: null };
    let ssn: string | null = session.ssn;
    if (session.customerId) {
      const [row] = await db.select({ type: customers.type, ssn: customers.ssn }).from(customers).where(eq(customers.id, session.customerId)).limit(1);
      if (row?.type === 'business') return { customer: { type: 'business' }, person: null };
      ssn = row?.ssn ?? ssn;
    }
    if (!ssn) return { customer: { type: 'private', hasPersonalNumber: false, rutUsedThisYear: 0 }, person: null };
    const person = personKey(ssn);
    const used = await rutUsedInYear(db, person, Number(today().slice(0, 4)));
    return { customer: { type: 'private', hasPersonalNumber: true, rutUsedThisYear: used }, person };
  }

  async function priceOf(productId: ServiceId, form: ValidConfigurationForm, code: string | undefined, locale: Locale, session: CustomerSession | undefined) {
    const quoted = quote(productId, form, locale);
    if (!quoted.priced) throw fieldError('body.productId', 'notPricedOnline');
    const { discount, discountCode } = discountFor(code, productId, locale);
    const { customer, person } = await pricingCustomer(session);
    const rutEligible = bookingConfigFor(productId, locale).rutEligible;
    const price = priceOrder({ items: quoted.items, customer, rutEligible, ...(discount ? { discount } : {}), ...(discountCode ? { discountCode } : {}) });
    return { price, person: price.rutDeduction > 0 ? person : null };
  }

  async function availabilityOf(productId: ServiceId, region: string | undefined, showAllSlots = false, days = AVAILABILITY_DEFAULT_DAYS): Promise<Availability> {
    const at = now();
    const booked = region ? await bookedSeats(db, region, productId, at.getTime(), at.getTime() + (days + 2) * DAY_MS) : new Map<string, number>();
    return generateSlots({ productId, region, now: at, days, booked, showAllSlots });
  }

  /** The slot of a start time if it is one of the product's future slots at all (full or not). */
  function slotAt(productId: ServiceId, region: string, startTime: string, booked: ReadonlyMap<string, number>) {
    const startMs = Date.parse(startTime);
    const at = now();
    if (!Number.isFinite(startMs) || startMs <= at.getTime() || startMs > at.getTime() + AVAILABILITY_MAX_DAYS * DAY_MS) return undefined;
    const day = toStockholmIso(startMs).slice(0, 10);
    return generateSlots({ productId, region, from: day, days: 1, now: at, booked, showAllSlots: true }).slots.find((s) => Date.parse(s.startTime) === startMs);
  }

  function requireSlot(productId: ServiceId, region: string, startTime: string) {
    const slot = slotAt(productId, region, startTime, new Map());
    if (!slot) throw fieldError('body.startTime', 'slotUnavailable');
    return slot;
  }

  /** Takes a seat of the slot: under the slot's lock, the seats are counted again. */
  async function takeSeat(tx: Db, productId: ServiceId, region: string, startTime: string) {
    const startMs = Date.parse(startTime);
    await lockSlot(tx, region, productId, startMs);
    const booked = await bookedSeats(tx, region, productId, startMs, startMs + 1);
    const slot = slotAt(productId, region, startTime, booked);
    if (!slot) throw fieldError('body.startTime', 'slotUnavailable');
    if (!slot.available) throw new SlotTakenError();
    return { startMs, endMs: Date.parse(slot.endTime) };
  }

  async function slotTaken(reply: FastifyReply, productId: ServiceId, region: string) {
    const availability = await availabilityOf(productId, region);
    return reply.code(409).send({ message: 'slotTaken', errors: [{ field: 'body.startTime', message: 'slotTaken' }], availability });
  }

  async function ownAddress(session: CustomerSession | undefined, addressId: string) {
    if (!session?.customerId) throw notFound('addressNotFound');
    const [row] = await db
      .select()
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, session.customerId)))
      .limit(1);
    // Another customer's address is answered as if it did not exist.
    if (!row) throw notFound('addressNotFound');
    return row;
  }

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
  async function submissionAddress(session: CustomerSession | undefined, addressId: string | undefined, address: AddressInput | undefined) {
    if (addressId) return addressJson(await ownAddress(session, addressId));
    return address ? addressJson(address as Required<Pick<AddressInput, 'street' | 'zipCode' | 'city'>> & AddressInput) : undefined;
  }

  /** Who to contact: the typed contact, else the logged-in customer. */
  async function submissionContact(session: CustomerSession | undefined, contact: ContactInput | undefined) {
    if (contact) return contact;
    if (session?.customerId) {
      const [row] = await db
        .select({ firstName: customers.firstName, lastName: customers.lastName, email: customers.email, phone: customers.mobilePhone })
        .from(customers)
        .where(eq(customers.id, session.customerId))
        .limit(1);
      if (row) return row;
    }
    throw fieldError('body.contact', REQUIRED);
  }

  function idempotencyKeyOf(request: FastifyRequest): string | undefined {
    const raw = request.headers[HEADERS.idempotencyKey.toLowerCase()];
    if (raw === undefined) return undefined;
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || !IDEMPOTENCY_KEY.test(value)) throw fieldError(`headers.${HEADERS.idempotencyKey}`, 'common.formErrors.default');
    return value;
  }

  function replay(stored: { requestHash: string; response: unknown }, hash: string): BookingResult {
    if (stored.requestHash !== hash) {
      throw new HttpError(409, 'Idempotency-Key was already used with a different request', [
        { field: `headers.${HEADERS.idempotencyKey}`, message: 'idempotencyKeyReused' },
      ]);
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
    request: FastifyRequest,
    scope: string,
    asked: unknown,
    prepare: () => Promise<(tx: Db) => Promise<BookingResult>>,
  ): Promise<BookingResult> {
    const key = idempotencyKeyOf(request);
    const hash = requestHash(asked);
    if (key) {
      const stored = await findAnswer(db, scope, key);
      if (stored) return replay(stored, hash);
    }
    const book = await prepare();
    return inTransaction(db, async (tx) => {
      if (key) {
        await lockIdempotencyKey(tx, scope, key);
        const stored = await findAnswer(tx, scope, key);
        if (stored) return replay(stored, hash);
      }
      const result = await book(tx);
      if (key) await saveAnswer(tx, scope, key, { requestHash: hash, status: 200, response: result });
      return result;
    });
  }

  const origin = (body: { referrer?: string; bookingUrl?: string }) => ({ referrer: body.referrer ?? null, bookingUrl: body.bookingUrl ?? null });

  /** The receipt of a stored booking: its reference, time, place and price as stored. */
  const resultOf = (row: BookingRow, type: BookingResult['type'], status: BookingResult['status']): BookingResult => {
    const address = row.address as { street?: string; zipCode?: string; city?: string } | null;
    return {
      bookingId: row.id,
      reference: row.reference,
      type,
      status,
      productId: row.productId,
      ...(row.startTime ? { startTime: toStockholmIso(row.startTime.getTime()) } : {}),
      ...(address?.street && address.zipCode && address.city ? { address: { street: address.street, zipCode: address.zipCode, city: address.city } } : {}),
      ...(row.price ? { price: row.price as Price } : {}),
    };
  };

  // ---------------------------------------------------------------- forms

  handle(app, booking.config, ({ params, query, locale }) => {
    const config = bookingConfigFor(query.productId, locale);
    // The path names the kind of form; a direct product has no rfp form and the other way round.
    if (bookingTypeOf(query.productId) !== params.type) throw notFound('No such booking form');
    return config;
  });

  handle(app, booking.windowDetails, ({ locale }) => ({
    windowTypes: bookingConfigFor(SERVICE_IDS.windowCleaning, locale)
      .questions.filter((q) => q.kind === 'counter')
      .map((q) => ({ id: q.id, label: q.label, description: q.description ?? '' })),
  }));

  async function homeCleaningConfig(zipCode: string, flow: 'rfp' | 'direct', locale: Locale): Promise<HomeCleaningConfig> {
    const productId = HOME_CLEANING_PRODUCT[flow];
    const area = await servedArea(zipCode, productId);
    const config = bookingConfigFor(productId, locale);
    const rates = PRODUCT_RATES[productId]?.hourly;
    const frequency = config.questions.find((q) => q.id === 'frequency');
    const hours = config.questions.find((q) => q.id === 'hours');
    const extras = config.questions.find((q) => q.id === 'extras');
    const frequencies: HomeCleaningConfig['frequencies'] = (frequency?.options ?? []).map((o) => ({
      id: o.value as HomeCleaningConfig['frequencies'][number]['id'],
      label: o.label,
      pricePerHour: rates?.byAnswer?.rates[o.value] ?? rates?.rate ?? 0,
    }));
    // A home visit may also plan a one-time cleaning (priced as the one-time product).
    const oneTime = PRODUCT_RATES[SERVICE_IDS.homeCleaningOneTime]?.hourly?.rate;
    if (flow === 'rfp' && oneTime !== undefined) frequencies.push({ id: 'oneTime', label: ONE_TIME_LABEL[locale], pricePerHour: oneTime });
    const min = hours?.min ?? 2;
    const max = hours?.max ?? 8;
    return {
      zipCode: normalizePostalCode(zipCode),
      available: area !== undefined,
      ...(area ? { city: area.city } : {}),
      frequencies,
      hours: { min, max, step: 1, default: typeof hours?.defaultValue === 'number' ? hours.defaultValue : min },
      extras: (extras?.options ?? []).map((o) => ({ id: o.value, label: o.label, price: o.price ?? 0 })),
      rutPercent: RUT_PERCENT,
    };
  }

  handle(app, booking.homeCleaningConfig, ({ query, locale }) => homeCleaningConfig(query.zipCode, 'rfp', locale));
  handle(app, booking.homeCleaningDirectConfig, ({ query, locale }) => homeCleaningConfig(query.zipCode, 'direct', locale));

  /** A code: 404 unknown (or not for this product), 410 known but outside its validity, so the customer is told it expired. */
  handle(app, booking.promotion, ({ query, locale }) => {
    if (!isDirectService(query.productId)) throw notFound('Unknown promotion code');
    const found = findPromotion(query.promotionCode, query.productId, today(), locale);
    if (!found.ok) throw found.reason === 'expired' ? new HttpError(410, 'Promotion code expired') : notFound('Unknown promotion code');
    return found.promotion;
  });

  // ---------------------------------------------------------------- price and calendars

  handle(app, booking.price, async ({ body, locale, session }) => {
    requireDirect(body.productId);
    const form = requireForm(body.productId, body.configurationForm, locale);
    await requireArea(body.zipCode, body.productId, 'body.zipCode');
    const { price } = await priceOf(body.productId, form, body.discountCode, locale, session);
    return price;
  });

  handle(app, booking.availability, async ({ body, locale }) => {
    requireDirect(body.productId);
    requireForm(body.productId, body.configurationForm, locale);
    const area = await requireArea(body.zipCode, body.productId, 'body.zipCode');
    return availabilityOf(body.productId, area.region, body.showAllSlots ?? false);
  });

  handle(app, booking.homeCleaningAvailability, async ({ query }) => {
    const productId = HOME_CLEANING_PRODUCT[query.flow];
    const area = await requireArea(query.zipCode, productId, 'query.zipCode');
    return availabilityOf(productId, area.region);
  });

  handle(app, booking.homeCleaningDirectDisabledDates, async ({ query }) => {
    const productId = HOME_CLEANING_PRODUCT.direct;
    const region = query.zipCode ? (await requireArea(query.zipCode, productId, 'query.zipCode')).region : undefined;
    const { slots } = await availabilityOf(productId, region, true);
    const open = new Set(slots.filter((s) => s.available).map((s) => s.startTime.slice(0, 10)));
    const first = today();
    const dates: string[] = [];
    for (let i = 0; i < AVAILABILITY_DEFAULT_DAYS; i += 1) {
      const day = addDays(first, i);
      if (!open.has(day)) dates.push(day);
    }
    return { dates };
  });

  // ---------------------------------------------------------------- submissions

  handle(app, booking.direct, async ({ body, locale, request, reply, session }) => {
    const { customerId } = session;
    const area = { region: '' };
    try {
      return await submitOnce(request, booking.direct.path, { body, customerId }, async () => {
        requireDirect(body.productId);
        if (body.productId === HOME_CLEANING_PRODUCT.direct) await refuseSecondHomeCleaning(customerId, body.zipCode);
        const form = requireForm(body.productId, body.configurationForm, locale);
        const served = await requireArea(body.zipCode, body.productId, 'body.zipCode');
        area.region = served.region;
        const address = body.addressId ? await ownAddress(session, body.addressId) : await primaryAddress(customerId);
        if (normalizePostalCode(address.zipCode) !== normalizePostalCode(body.zipCode)) throw fieldError('body.zipCode', 'common.formErrors.subscriptionZipCodeMismatch');
        const destination = body.destinationAddressId ? await ownAddress(session, body.destinationAddressId) : undefined;
        const { price, person } = await priceOf(body.productId, form, body.discountCode, locale, session);
        requireSlot(body.productId, served.region, body.startTime);
        return async (tx) => {
          const seat = await takeSeat(tx, body.productId, served.region, body.startTime);
          const values: NewBooking = {
            kind: 'order',
            productId: body.productId,
            status: 'confirmed',
            customerId,
            person,
            areaCode: served.areaCode,
            region: served.region,
            address: { ...addressJson(address), ...(destination ? { destination: addressJson(destination) } : {}) },
            contact: null,
            configuration: form,
            startTime: new Date(seat.startMs),
            endTime: new Date(seat.endMs),
            price,
            discountCode: price.discountCode?.code ?? null,
            ...origin(body),
          };
          return resultOf(await insertBooking(tx, values, { region: served.region, startMs: seat.startMs }), 'order', 'confirmed');
        };
      });
    } catch (error) {
      if (error instanceof SlotTakenError) return slotTaken(reply, body.productId, area.region) as never;
      throw error;
    }
  });

  /** The customer's primary address (else their first), used when the booking names none. */
  async function primaryAddress(customerId: string) {
    const rows = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).orderBy(asc(customerAddresses.createdAt));
    const row = rows.find((r) => r.isPrimary) ?? rows[0];
    if (!row) throw fieldError('body.addressId', REQUIRED);
    return row;
  }

  /** Area of an optional address of a request for proposal: when given, it must be served. */
  async function rfpArea(address: { zipCode: string } | undefined, productId: number, field: string) {
    if (!address) return { areaCode: null, region: null };
    const area = await requireArea(address.zipCode, productId, field);
    return { areaCode: area.areaCode, region: area.region };
  }

  handle(app, booking.rfp, async ({ body, locale, request, session }) => {
    return submitOnce(request, booking.rfp.path, { body, customerId: session?.customerId ?? null }, async () => {
      if (bookingTypeOf(body.productId) !== 'rfp' || isBusinessService(body.productId)) throw fieldError('body.productId', 'notRfpProduct');
      const form = requireForm(body.productId, body.configurationForm, locale);
      const address = await submissionAddress(session, body.addressId, body.address);
      const contact = await submissionContact(session, body.contact);
      const area = await rfpArea(address, body.productId, body.addressId ? 'body.addressId' : 'body.address.zipCode');
      return async (tx) => {
        const row = await insertBooking(tx, {
          kind: 'rfp',
          productId: body.productId,
          status: 'received',
          customerId: session?.customerId ?? null,
          ...area,
          address: address ?? null,
          contact,
          configuration: form,
          ...origin(body),
        });
        return resultOf(row, 'rfp', 'received');
      };
    });
  });

  handle(app, booking.b2b, async ({ body, locale, request, session }) => {
    return submitOnce(request, booking.b2b.path, { body, customerId: session?.customerId ?? null }, async () => {
      if (!isBusinessService(body.productId)) throw fieldError('body.productId', 'notBusinessProduct');
      // Companies are quoted against their organisation number.
      if (!body.company.orgNumber) throw fieldError('body.company.orgNumber', REQUIRED);
      const form = requireForm(body.productId, body.configurationForm, locale);
      const address = body.address ? addressJson(body.address as Parameters<typeof addressJson>[0]) : undefined;
      const area = await rfpArea(address, body.productId, 'body.address.zipCode');
      return async (tx) => {
        const row = await insertBooking(tx, {
          kind: 'b2b',
          productId: body.productId,
          status: 'received',
          customerId: session?.customerId ?? null,
          ...area,
          address: address ?? null,
          contact: { ...body.contact, company: body.company, ...(body.message ? { message: body.message } : {}) },
          configuration: form,
          ...origin(body),
        });
        return resultOf(row, 'rfp', 'received');
      };
    });
  });

  /**
   * A customer who already has weekly home cleaning (a home visit's or Click
   * & Go's) does not book a second one: it is managed in their account.
   */
  async function refuseSecondHomeCleaning(customerId: string | null, zipCode: string) {
    if (!customerId) return;
    const held = await heldSubscriptions(db, customerId, Object.values(HOME_CLEANING_PRODUCT));
    if (held.length === 0) return;
    const here = held.some((subscription) => normalizePostalCode(subscription.zipCode) === normalizePostalCode(zipCode));
    const message = here ? 'common.formErrors.alreadySubscribed' : 'common.formErrors.subscriptionZipCodeMismatch';
    throw new HttpError(409, 'The customer already subscribes to home cleaning', [{ field: 'body.zipCode', message }]);
  }

  handle(app, booking.homeCleaning, async ({ body, locale, request, reply, session }) => {
    const productId = HOME_CLEANING_PRODUCT[body.flow];
    const area = { region: '' };
    try {
      return await submitOnce(request, booking.homeCleaning.path, { body, customerId: session?.customerId ?? null }, async () => {
        await refuseSecondHomeCleaning(session?.customerId ?? null, body.zipCode);
        // Both flows answer weekly cleaning's questions (the wizard asks them before the flow matters);
        // the flow decides the product: a home visit, or the first cleaning straight away.
        const form = requireForm(SERVICE_IDS.weeklyCleaning, body.configurationForm, locale);
        const served = await requireArea(body.zipCode, productId, 'body.zipCode');
        area.region = served.region;
        const address = await submissionAddress(session, body.addressId, body.address);
        if (!address) throw fieldError('body.address', REQUIRED);
        if (address.zipCode !== normalizePostalCode(body.zipCode)) throw fieldError('body.zipCode', 'common.formErrors.subscriptionZipCodeMismatch');
        const contact = await submissionContact(session, body.contact);
        // Click & Go is priced now; a home visit is free and priced at the visit.
        const priced = body.flow === 'direct' ? await priceOf(productId, form, undefined, locale, session) : undefined;
        requireSlot(productId, served.region, body.startTime);
        return async (tx) => {
          const seat = await takeSeat(tx, productId, served.region, body.startTime);
          const partner = body.partnerName ? { partnerName: body.partnerName, partnerData: body.partnerData ?? {} } : {};
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
            { region: served.region, startMs: seat.startMs },
          );
          return resultOf(row, body.flow === 'direct' ? 'order' : 'rfp', 'confirmed');
        };
      });
    } catch (error) {
      if (error instanceof SlotTakenError) return slotTaken(reply, productId, area.region) as never;
      throw error;
    }
  });

  // ---------------------------------------------------------------- the customer's bookings

  handle(app, customerContract.latestBookings, async ({ session, locale }) => {
    const rows = await bookingsOfCustomer(db, session.customerId);
    const at = clock.now();
    const past = rows.filter((r) => (r.endTime ?? r.startTime)!.getTime() <= at);
    const upcoming = rows.filter((r) => (r.endTime ?? r.startTime)!.getTime() > at);
    return { items: [...upcoming.slice(0, 5), ...past.slice(-1)].map((r) => toCustomerBooking(r, locale, clock)) };
  });

  handle(app, customerContract.bookings, async ({ query, session, locale }) => {
    if (query.endDate < query.startDate) throw fieldError('query.endDate', 'common.formErrors.dateMinRange');
    const range = { fromMs: stockholmInstant(query.startDate, '00:00'), toMs: stockholmInstant(addDays(query.endDate, 1), '00:00') };
    const rows = await bookingsOfCustomer(db, session.customerId, range);
    return { items: rows.map((r) => toCustomerBooking(r, locale, clock)) };
  });
}

/** A stored booking as the customer's calendar shows it. */
function toCustomerBooking(row: BookingRow, locale: Locale, clock: Clock): CustomerBooking {
  const start = row.startTime!.getTime();
  const end = (row.endTime ?? row.startTime)!.getTime();
  const at = clock.now();
  const status: CustomerBooking['status'] = row.status === 'cancelled' ? 'cancelled' : at >= end ? 'done' : at >= start ? 'inProgress' : 'booked';
  const address = (row.address ?? {}) as Partial<Record<'street' | 'zipCode' | 'city', string>>;
  return {
    id: row.id,
    reference: row.reference,
    productId: row.productId,
    title: productTitle(row.productId, locale),
    startTime: toStockholmIso(start),
    endTime: toStockholmIso(end),
    status,
    address: { street: address.street ?? '', zipCode: address.zipCode ?? '', city: address.city ?? '' },
    staff: [],
    ...(row.price ? { price: row.price as Price } : {}),
  };
}

