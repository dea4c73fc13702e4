import type { Availability, BookingConfig, HomeCleaningConfig, Price } from '../../../api/contract/booking';
import type { Locale } from '../../../api/contract/content.schemas';
import type { CustomerBooking } from '../../../api/contract/customer';
import { bookingTypeOf, isDirectService, SERVICE_IDS, type ServiceId } from '../../../api/products';
import { normalizePostalCode } from '../../../api/validators/postalCode';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { bookedSeats, bookingsOfCustomer, personKey, rutUsedInYear, type BookingRow } from '../../store/booking';
import { findArea, regionOffers } from '../../store/catalog';
import { customerKind } from '../../store/customers';
import { addDays, todayInStockholm } from '../holidays';
import type { Confirmations } from '../confirmations';
import type { Notifier } from '../notifications/notifier';
import { productTitle } from '../productTitles';
import { invalidField, invalidFields, Refusal } from '../refusal';
import type { CodeGuesses } from './codeGuesses';
import type { CustomerSession } from '../session';
import { AVAILABILITY_DEFAULT_DAYS, AVAILABILITY_MAX_DAYS, generateSlots } from './availability';
import { cachedCalendar } from './availabilityCache';
import { bookingConfigFor } from './bookingConfig';
import { validateConfigurationForm, type ValidConfigurationForm } from './configurationSchema';
import { visitOf, visitStatus } from './changes';
import { RUT_PERCENT } from './constants';
import { priceOrder, type Discount, type PricingCustomer, type PricingItem } from './pricing';
import { refuseUnsupported, requireOwnPlaces, type OwnPlace } from './ownIds';
import { bookingsAt, overlapsAny } from './overlaps';
import { findPromotion } from './promotions';
import { PRODUCT_RATES, quote } from './rates';
import { stockholmInstant, toStockholmIso } from './stockholmTime';

/**
 * Booking rules: forms, prices, calendars and the customer's bookings
 * (calls.md section 7, Booking). Submissions are in `submissions.ts`.
 * Refusals are `Refusal`s naming the request field at fault.
 */

/** What the booking rules are built from. */
export interface BookingDeps {
  db: Db;
  clock: Clock;
  /** Tells the customer of a booking made, moved or cancelled. */
  notifier: Notifier;
  /** E-mails the customer a confirmation of the same. */
  confirmations: Confirmations;
  /** Wrong discount codes per client address, where a code is checked without booking. */
  codeGuesses: CodeGuesses;
}

const DAY_MS = 86_400_000;
const SERVICE_NOT_AVAILABLE = 'common.formErrors.serviceNotAvailableOnPostalCode';
/** Every refused discount code gets the one message the UI has for it. */
const BAD_CODE = 'common.formErrors.wrongCodeFormat';

/** The home cleaning product booked by each flow: a home visit before a subscription, or Click & Go. */
export const HOME_CLEANING_PRODUCT = { rfp: SERVICE_IDS.weeklyCleaning, direct: SERVICE_IDS.weeklyCleaningDirect } as const;

/** The free home visit before weekly home cleaning (its rfp flow): a meeting, not a cleaning. */
export const isHomeVisit = (row: Pick<BookingRow, 'kind' | 'productId' | 'subscriptionId'>) =>
  row.kind === 'homeCleaning' && row.productId === HOME_CLEANING_PRODUCT.rfp && row.subscriptionId === null;

const ONE_TIME_LABEL: Record<Locale, string> = { sv: 'En gång', en: 'One time' };

/** A served area for a product: the postal code's region must offer it. */
interface ServedArea {
  areaCode: string;
  city: string;
  region: string;
}

/** Where a stored booking is done, when it names a whole place. */
export function placeOf(row: BookingRow): { street: string; zipCode: string; city: string } | undefined {
  const address = row.address as { street?: string; zipCode?: string; city?: string } | null;
  return address?.street && address.zipCode && address.city ? { street: address.street, zipCode: address.zipCode, city: address.city } : undefined;
}

const nowOf = ({ clock }: BookingDeps) => new Date(clock.now());
const todayOf = (deps: BookingDeps) => todayInStockholm(nowOf(deps));

async function servedArea({ db }: BookingDeps, zipCode: string, productId: number): Promise<ServedArea | undefined> {
  const area = await findArea(db, normalizePostalCode(zipCode));
  if (!area) return undefined;
  return (await regionOffers(db, area.region, productId)) ? area : undefined;
}

/** The served area of a postal code, or a refusal of `field`. */
export async function requireArea(deps: BookingDeps, zipCode: string, productId: number, field: string): Promise<ServedArea> {
  const area = await servedArea(deps, zipCode, productId);
  if (!area) throw invalidField(field, SERVICE_NOT_AVAILABLE);
  return area;
}

/** The answers of a product's form, checked against its questions. */
export function requireForm(productId: ServiceId, form: unknown, locale: Locale): ValidConfigurationForm {
  const config = bookingConfigFor(productId, locale);
  const checked = validateConfigurationForm(config.questions, form, config.minimumTotal);
  if (!checked.ok) throw invalidFields(checked.errors.map((e) => ({ field: `body.configurationForm.${e.field}`, message: e.message })));
  return checked.form;
}

export function requireDirect(productId: ServiceId): void {
  if (!isDirectService(productId)) throw invalidField('body.productId', 'notDirectProduct');
}

/**
 * The discount of a code for a product. `client` is the address of a caller
 * whose wrong codes count (see `CodeGuesses`); null where a session books.
 */
function discountFor(
  deps: BookingDeps,
  code: string | undefined,
  productId: ServiceId,
  locale: Locale,
  client: string | null,
): { discount?: Discount; discountCode?: { code: string; valid: boolean } } {
  if (code === undefined || code === '') return {};
  if (client !== null) deps.codeGuesses.check(client);
  const found = findPromotion(code, productId, todayOf(deps), locale);
  if (!found.ok) {
    if (client !== null) deps.codeGuesses.missed(client);
    throw invalidField('body.discountCode', BAD_CODE);
  }
  return { discount: found.discount, discountCode: { code: found.promotion.code, valid: true } };
}

/** Who an order is priced for: the person who identified, and the account acted as (null while none). */
type PricedFor = Pick<CustomerSession, 'ssn' | 'customerId'>;

/**
 * Who is priced: without a session nobody has shown a personal number, so
 * there is no RUT; a private account gets RUT against its own number, less
 * what that person already received in the calendar year `year`.
 */
async function pricingCustomer(deps: BookingDeps, session: PricedFor | undefined, year: number): Promise<{ customer: PricingCustomer; person: string | null }> {
  if (!session) return { customer: { type: 'private', hasPersonalNumber: false, rutUsedThisYear: 0 }, person: null };
  let ssn: string | null = session.ssn;
  if (session.customerId) {
    const row = await customerKind(deps.db, session.customerId);
    if (row?.type === 'business') return { customer: { type: 'business' }, person: null };
    ssn = row?.ssn ?? ssn;
  }
  if (!ssn) return { customer: { type: 'private', hasPersonalNumber: false, rutUsedThisYear: 0 }, person: null };
  const person = personKey(ssn);
  const used = await rutUsedInYear(deps.db, person, year);
  return { customer: { type: 'private', hasPersonalNumber: true, rutUsedThisYear: used }, person };
}

/**
 * The calendar year whose RUT room an order uses: the year of its visit (a
 * visit early next year draws on next year's cap, as `rutUsedInYear` counts
 * it), or this year while no time is chosen. This is the one way the time of
 * an order changes its price: rates do not depend on the day or the hour.
 */
function rutYearOf(deps: BookingDeps, startTime: string | undefined): number {
  const day = startTime === undefined ? todayOf(deps) : toStockholmIso(Date.parse(startTime));
  return Number(day.slice(0, 4));
}

/** What an order is priced from: the product and its answers, a discount code, who asks, and when the visit is. */
interface PriceRequest {
  productId: ServiceId;
  form: ValidConfigurationForm;
  code: string | undefined;
  locale: Locale;
  session: PricedFor | undefined;
  /** As for `discountFor`. */
  client: string | null;
  /** The visit's start, when chosen. */
  startTime: string | undefined;
  /**
   * A partner's discount per hour of work (öre incl. VAT), taken off every
   * hour the order has; an order through a partner takes no code.
   */
  discountPerHour?: number;
}

/** The discount of `perHour` off each hour of an order's hourly work (none when the product is not priced by the hour). */
function discountOfHours(productId: ServiceId, items: readonly PricingItem[], perHour: number): Discount | undefined {
  const hourly = PRODUCT_RATES[productId]?.hourly;
  const hours = hourly ? (items.find((item) => item.id === hourly.questionId)?.quantity ?? 0) : 0;
  return hours > 0 && perHour > 0 ? { type: 'amount', value: hours * perHour } : undefined;
}

/** The price of an order, and the person whose RUT it uses (when it uses any). */
export async function priceOf(deps: BookingDeps, { productId, form, code, locale, session, client, startTime, discountPerHour }: PriceRequest) {
  const quoted = quote(productId, form, locale);
  if (!quoted.priced) throw invalidField('body.productId', 'notPricedOnline');
  const { discount, discountCode } =
    discountPerHour !== undefined ? { discount: discountOfHours(productId, quoted.items, discountPerHour), discountCode: undefined } : discountFor(deps, code, productId, locale, client);
  const { customer, person } = await pricingCustomer(deps, session, rutYearOf(deps, startTime));
  const rutEligible = bookingConfigFor(productId, locale).rutEligible;
  const price = priceOrder({ items: quoted.items, customer, rutEligible, ...(discount ? { discount } : {}), ...(discountCode ? { discountCode } : {}) });
  return { price, person: price.rutDeduction > 0 ? person : null };
}

export function availabilityOf(deps: BookingDeps, productId: ServiceId, region: string | undefined, showAllSlots = false): Promise<Availability> {
  const days = AVAILABILITY_DEFAULT_DAYS;
  const at = nowOf(deps);
  // Slots open two working days ahead, so within a day the answer changes only with the seats booked.
  const key = `${productId}|${region ?? ''}|${showAllSlots}|${todayInStockholm(at)}`;
  return cachedCalendar(deps.db, key, async () => {
    const booked = region ? await bookedSeats(deps.db, region, productId, at.getTime(), at.getTime() + (days + 2) * DAY_MS) : new Map<string, number>();
    return generateSlots({ productId, region, now: at, days, booked, showAllSlots });
  });
}

/** The slot of a start time if it is one of the product's future slots at all (full or not). */
export function slotAt(deps: BookingDeps, productId: ServiceId, region: string, startTime: string, booked: ReadonlyMap<string, number>) {
  const startMs = Date.parse(startTime);
  const at = nowOf(deps);
  if (!Number.isFinite(startMs) || startMs <= at.getTime() || startMs > at.getTime() + AVAILABILITY_MAX_DAYS * DAY_MS) return undefined;
  const day = toStockholmIso(startMs).slice(0, 10);
  return generateSlots({ productId, region, from: day, days: 1, now: at, booked, showAllSlots: true }).slots.find((s) => Date.parse(s.startTime) === startMs);
}

/** The slot a start time names: one of the product's future slots in the region, full or not (a full one is the booking's refusal). */
export function requireSlot(deps: BookingDeps, productId: ServiceId, region: string, startTime: string) {
  const slot = slotAt(deps, productId, region, startTime, new Map());
  if (!slot) throw invalidField('body.startTime', 'slotUnavailable');
  return slot;
}

// ---------------------------------------------------------------- forms

const NO_SUCH_FORM = 'No such booking form';

/**
 * A product's form; the path names the kind of form, and a direct product
 * has no rfp form and the other way round. `subscription`, when given, asks
 * for the recurring form (true) or the one-off form (false): each product
 * has one form, recurring or not (its `subscription`), so the other kind is
 * no form either.
 */
export function formOf(type: string, productId: ServiceId, subscription: boolean | undefined, locale: Locale): BookingConfig {
  const config = bookingConfigFor(productId, locale);
  if (bookingTypeOf(productId) !== type) throw new Refusal('notFound', NO_SUCH_FORM);
  if (subscription !== undefined && subscription !== config.subscription) throw new Refusal('notFound', NO_SUCH_FORM);
  return config;
}

export function windowDetails(locale: Locale) {
  return {
    windowTypes: bookingConfigFor(SERVICE_IDS.windowCleaning, locale)
      .questions.filter((q) => q.kind === 'counter')
      .map((q) => ({ id: q.id, label: q.label, description: q.description ?? '' })),
  };
}

export async function homeCleaningConfig(deps: BookingDeps, zipCode: string, flow: 'rfp' | 'direct', locale: Locale): Promise<HomeCleaningConfig> {
  const productId = HOME_CLEANING_PRODUCT[flow];
  const area = await servedArea(deps, zipCode, productId);
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

/**
 * A code: not found when unknown (or not for this product), gone when known
 * but outside its validity, so the customer is told it expired. Asked for by
 * the client at `client`, whose wrong codes count (see `CodeGuesses`).
 */
export function promotionOf(deps: BookingDeps, productId: ServiceId, code: string, locale: Locale, client: string) {
  deps.codeGuesses.check(client);
  const found = isDirectService(productId) ? findPromotion(code, productId, todayOf(deps), locale) : undefined;
  if (found?.ok) return found.promotion;
  deps.codeGuesses.missed(client);
  throw found?.reason === 'expired' ? new Refusal('gone', 'Promotion code expired') : new Refusal('notFound', 'Unknown promotion code');
}

// ---------------------------------------------------------------- price and calendars

/** A direct order as its price and calendar calls name it; `addressId` and `orderId` are the caller's own (see `requireOwnPlaces`). */
export interface DirectOrderInput {
  productId: ServiceId;
  zipCode: string;
  configurationForm: unknown;
  addressId?: string;
  orderId?: string;
}

/**
 * The price of a direct order as a caller at `client` asks for it (null:
 * customer service, whose desk is signed on). A `startTime` must be one of
 * the product's slots in the area (so no price is quoted for a time that
 * cannot be booked), and decides the year whose RUT room is used.
 * `addressId` and `orderId` are refused as not supported: the price is the
 * form's at the postal code's area for the person asking, the same at every
 * address there, and a subscription's visits are priced by the subscription.
 */
export async function directPrice(
  deps: BookingDeps,
  input: DirectOrderInput & { discountCode?: string; startTime?: string },
  locale: Locale,
  session: PricedFor | undefined,
  client: string | null,
) {
  requireDirect(input.productId);
  refuseUnsupported('body.addressId', input.addressId);
  refuseUnsupported('body.orderId', input.orderId);
  const form = requireForm(input.productId, input.configurationForm, locale);
  const area = await requireArea(deps, input.zipCode, input.productId, 'body.zipCode');
  if (input.startTime !== undefined) requireSlot(deps, input.productId, area.region, input.startTime);
  const { price } = await priceOf(deps, { productId: input.productId, form, code: input.discountCode, locale, session, client, startTime: input.startTime });
  return price;
}

/**
 * The calendar of a direct order in its area. A named address or
 * subscription must be the caller's own, at the postal code asked, and the
 * times its place already has a visit (of the service ordered, or of the
 * subscription) are not offered: a booking there would be refused as
 * already booked (`refuseOverlap`).
 */
export async function directAvailability(
  deps: BookingDeps,
  input: DirectOrderInput & { showAllSlots?: boolean },
  locale: Locale,
  session: PricedFor | undefined,
): Promise<Availability> {
  requireDirect(input.productId);
  requireForm(input.productId, input.configurationForm, locale);
  const area = await requireArea(deps, input.zipCode, input.productId, 'body.zipCode');
  const places = await requireOwnPlaces(deps.db, session, input);
  return withoutVisitsAt(deps, await availabilityOf(deps, input.productId, area.region, input.showAllSlots ?? false), places);
}

/** A calendar less the times the places already have a visit; the first available start follows. */
async function withoutVisitsAt(deps: BookingDeps, calendar: Availability, places: readonly OwnPlace[]): Promise<Availability> {
  if (places.length === 0 || calendar.slots.length === 0) return calendar;
  const startMs = Date.parse(calendar.slots[0]!.startTime);
  const endMs = Math.max(...calendar.slots.map((slot) => Date.parse(slot.endTime)));
  const visits = (await Promise.all(places.map((place) => bookingsAt(deps.db, { customerId: place.customerId, productId: place.productId, startMs, endMs }, place)))).flat();
  if (visits.length === 0) return calendar;
  const slots = calendar.slots.map((slot) =>
    slot.available && overlapsAny(visits, Date.parse(slot.startTime), Date.parse(slot.endTime)) ? { ...slot, available: false } : slot,
  );
  return { slots, firstAvailable: slots.find((slot) => slot.available)?.startTime ?? null };
}

export async function homeCleaningAvailability(deps: BookingDeps, zipCode: string, flow: 'rfp' | 'direct'): Promise<Availability> {
  const productId = HOME_CLEANING_PRODUCT[flow];
  const area = await requireArea(deps, zipCode, productId, 'query.zipCode');
  return availabilityOf(deps, productId, area.region);
}

/** The days of the coming window without a free Click & Go slot (anywhere, or at a postal code). */
export async function homeCleaningDirectDisabledDates(deps: BookingDeps, zipCode: string | undefined): Promise<{ dates: string[] }> {
  const productId = HOME_CLEANING_PRODUCT.direct;
  const region = zipCode ? (await requireArea(deps, zipCode, productId, 'query.zipCode')).region : undefined;
  const { slots } = await availabilityOf(deps, productId, region, true);
  const open = new Set(slots.filter((s) => s.available).map((s) => s.startTime.slice(0, 10)));
  const first = todayOf(deps);
  const dates: string[] = [];
  for (let i = 0; i < AVAILABILITY_DEFAULT_DAYS; i += 1) {
    const day = addDays(first, i);
    if (!open.has(day)) dates.push(day);
  }
  return { dates };
}

// ---------------------------------------------------------------- the customer's bookings

/** The next five bookings and the last one done. */
export async function latestBookings(deps: BookingDeps, customerId: string, locale: Locale): Promise<{ items: CustomerBooking[] }> {
  const rows = await bookingsOfCustomer(deps.db, customerId);
  const at = deps.clock.now();
  const past = rows.filter((r) => (r.endTime ?? r.startTime)!.getTime() <= at);
  const upcoming = rows.filter((r) => (r.endTime ?? r.startTime)!.getTime() > at);
  return { items: [...upcoming.slice(0, 5), ...past.slice(-1)].map((r) => toCustomerBooking(r, locale, at)) };
}

/** The bookings between two Stockholm dates, both included. */
export async function bookingsBetween(deps: BookingDeps, customerId: string, startDate: string, endDate: string, locale: Locale): Promise<{ items: CustomerBooking[] }> {
  if (endDate < startDate) throw invalidField('query.endDate', 'common.formErrors.dateMinRange');
  const range = { fromMs: stockholmInstant(startDate, '00:00'), toMs: stockholmInstant(addDays(endDate, 1), '00:00') };
  const rows = await bookingsOfCustomer(deps.db, customerId, range);
  const at = deps.clock.now();
  return { items: rows.map((r) => toCustomerBooking(r, locale, at)) };
}

/** Without a range, the calendar's markers cover the coming year. */
const BOOKING_DATES_DEFAULT_DAYS = 365;

/**
 * The Stockholm days with a visit that is not cancelled, between two dates
 * (both included; from today and a year on when not given), for the
 * calendar's markers.
 */
export async function bookingDates(deps: BookingDeps, customerId: string, startDate: string | undefined, endDate: string | undefined): Promise<{ dates: string[] }> {
  const from = startDate ?? todayOf(deps);
  const to = endDate ?? addDays(from, BOOKING_DATES_DEFAULT_DAYS);
  if (to < from) throw invalidField('query.endDate', 'common.formErrors.dateMinRange');
  const rows = await bookingsOfCustomer(deps.db, customerId, { fromMs: stockholmInstant(from, '00:00'), toMs: stockholmInstant(addDays(to, 1), '00:00') });
  const days = rows.filter((row) => row.status !== 'cancelled').map((row) => toStockholmIso(row.startTime!.getTime()).slice(0, 10));
  return { dates: [...new Set(days)].sort() };
}

/** A stored booking as the customer's calendar shows it. */
export function toCustomerBooking(row: BookingRow, locale: Locale, at: number): CustomerBooking {
  const start = row.startTime!.getTime();
  const end = (row.endTime ?? row.startTime)!.getTime();
  const status = visitStatus(visitOf(row), at);
  const address = (row.address ?? {}) as Partial<Record<'street' | 'zipCode' | 'city', string>>;
  return {
    id: row.id,
    reference: row.reference,
    productId: row.productId,
    title: productTitle(row.productId, locale),
    startTime: toStockholmIso(start),
    endTime: toStockholmIso(end),
    status,
    type: isHomeVisit(row) ? 'homeVisit' : 'visit',
    address: { street: address.street ?? '', zipCode: address.zipCode ?? '', city: address.city ?? '' },
    ...(row.subscriptionId ? { orderId: row.subscriptionId } : {}),
    staff: row.staff,
    ...(row.price ? { price: row.price as Price } : {}),
  };
}
