
/** The services and their product ids (spec section 3). */
export const SERVICE_IDS = {
  windowCleaning: 302016,
  windowCleaningRecurringExternal: 302017,
  deepCleaning: 302004,
  extraCleaning: 302032,
  weeklyCleaning: 303001,
  /** Click & Go: weekly cleaning booked directly. */
  weeklyCleaningDirect: 302047,
  generalHandyman: 340030,
  gardening: 302014,
  gardeningSpringAutumn: 302018,
  gardeningHoliday: 302019,
  officeCleaning: 304001,
  officeMoving: 304012,
  movingCleaning: 311004,
  recycling: 340004,
  housingCooperatives: 304004,
  homeCleaningOneTime: 302002,
} as const;

type ServiceName = keyof typeof SERVICE_IDS;

/**
 * What a booking of a service is worth to analytics, in SEK, where its price
 * is not what it is worth (a request for proposal has none; a subscription
 * runs on): spec site.md §9.
 */
const ANALYTICS_DEFAULT_VALUES: Partial<Record<ServiceName, number>> = {
  weeklyCleaning: 28314,
  weeklyCleaningDirect: 28314,
  generalHandyman: 800,
  gardening: 2800,
  gardeningSpringAutumn: 2800,
  gardeningHoliday: 2800,
  officeCleaning: 89640,
  officeMoving: 6400,
  recycling: 1200,
};
export type ServiceId = (typeof SERVICE_IDS)[ServiceName];

/**
 * How a service is booked, which decides the wizard's steps and its
 * submission (one table for the site and the server):
 * - `direct`: priced and booked at a time, the customer identified by e-ID;
 * - `rfp`: a request for proposal from a private person;
 * - `b2b`: a request for proposal from a company or housing cooperative;
 * - `homeCleaning`: weekly home cleaning from a free home visit (its Click & Go start is `direct`).
 */
export type BookingKind = 'direct' | 'rfp' | 'b2b' | 'homeCleaning';

/** The booking form type of the calls (`booking.config`'s `type`): a direct order, or a request for proposal of any kind. */
type BookingType = 'direct' | 'rfp';

/** Services booked as direct orders (calls.md section 4); every other service is rfp. */
export const DIRECT_SERVICES = [
  'windowCleaning',
  'deepCleaning',
  'movingCleaning',
  'weeklyCleaningDirect',
  'extraCleaning',
] as const satisfies readonly ServiceName[];

/** Services sold to companies and housing cooperatives. */
export const BUSINESS_SERVICES = [
  'officeCleaning',
  'officeMoving',
  'housingCooperatives',
] as const satisfies readonly ServiceName[];

const byId = new Map<number, ServiceName>(
  (Object.entries(SERVICE_IDS) as [ServiceName, ServiceId][]).map(([name, id]) => [id, name]),
);
const directIds = new Set<number>(DIRECT_SERVICES.map((name) => SERVICE_IDS[name]));
const businessIds = new Set<number>(BUSINESS_SERVICES.map((name) => SERVICE_IDS[name]));

export const ALL_SERVICE_IDS: readonly ServiceId[] = Object.values(SERVICE_IDS);

export function isServiceId(id: number): id is ServiceId {
  return byId.has(id);
}

/** The service name of a product id, or `undefined` for an unknown id. */
export function serviceNameOf(id: number): ServiceName | undefined {
  return byId.get(id);
}

/**
 * A booking's value for analytics in SEK: the service's default value, else
 * its price before deductions (`priceOre`, in öre), else none.
 */
export function analyticsValueOf(id: number, priceOre: number | null): number | null {
  const name = byId.get(id);
  const fixed = name === undefined ? undefined : ANALYTICS_DEFAULT_VALUES[name];
  if (fixed !== undefined) return fixed;
  return priceOre === null ? null : Math.round(priceOre) / 100;
}

/** How a product is booked (`BookingKind`). */
export function bookingKindOf(id: number): BookingKind {
  if (directIds.has(id)) return 'direct';
  if (businessIds.has(id)) return 'b2b';
  return id === SERVICE_IDS.weeklyCleaning ? 'homeCleaning' : 'rfp';
}

/** `direct` for the direct services, `rfp` for every other one. */
export function bookingTypeOf(id: number): BookingType {
  return bookingKindOf(id) === 'direct' ? 'direct' : 'rfp';
}

export function isDirectService(id: number): boolean {
  return directIds.has(id);
}

export function isBusinessService(id: number): boolean {
  return businessIds.has(id);
}
