import type { BookingStep } from '../../../api/contract/booking';
import { bookingKindOf, SERVICE_IDS } from '../../../api/products';
import type { BookingKind, ServiceId } from '../../../api/products';
import type { BookingRouteName } from '../../../api/routes';


/** A booking product as the wizard walks it (spec site.md §2). */
export interface BookingProduct {
  /** The booking route (`api/routes.ts`); also names the product's machine. */
  route: BookingRouteName;
  productId: ServiceId;
  /** How it is booked: `bookingKindOf(productId)`, the one table of `api/products.ts`. */
  kind: BookingKind;
  /** Variant of a product sold on two routes (indoor recurring window cleaning). */
  variant?: string;
  /** Reads the subscription form of the product (`booking.config` with `subscription`). */
  subscription: boolean;
  /** The steps in order; `success` last. Every step the product's booking form puts questions on is one of them. */
  steps: readonly BookingStep[];
  /** What the first configuration step asks about, which names it (`booking.step.about.<subject>`). */
  subject: BookingSubject;
}

/** What a product's configuration is about: the home, the windows, the job, the garden, the premises, the move, the association. */
export type BookingSubject = 'home' | 'windows' | 'job' | 'garden' | 'premises' | 'move' | 'association';

/** Window cleaning asks its questions and then the extras. */
const DIRECT_WINDOW_STEPS = ['configuration', 'optional-configuration', 'availability', 'customer', 'address', 'contact', 'success'] as const;
/** Cleaning: the home, the cleaning's extras, anything else, then the time, BankID, address and contact. */
const DIRECT_CLEANING_STEPS = [
  'configuration',
  'cleaning-configuration',
  'optional-configuration',
  'availability',
  'customer',
  'address',
  'contact',
  'success',
] as const;
/** A request: the questions, anything else, and who to answer (with the place of the job). */
const RFP_STEPS = ['configuration', 'optional-configuration', 'contact', 'success'] as const;
const HOME_CLEANING_STEPS = ['flow-choice', 'cleaning-configuration', 'optional-configuration', 'availability', 'contact', 'success'] as const;

function direct(route: BookingRouteName, productId: ServiceId, steps: readonly BookingStep[], subject: BookingSubject, subscription = false): BookingProduct {
  return { route, productId, kind: bookingKindOf(productId), subscription, steps, subject };
}

/** A request for proposal (a private person's or a business's, as its product is). */
function rfp(route: BookingRouteName, productId: ServiceId, subject: BookingSubject, variant?: string): BookingProduct {
  return { route, productId, kind: bookingKindOf(productId), subscription: false, steps: RFP_STEPS, subject, ...(variant ? { variant } : {}) };
}

/** Every booking product, one per booking route. */
export const BOOKING_PRODUCTS = [
  // Direct orders.
  direct('bookingWindowCleaningDirect', SERVICE_IDS.windowCleaning, DIRECT_WINDOW_STEPS, 'windows'),
  direct('bookingDeepCleaning', SERVICE_IDS.deepCleaning, DIRECT_CLEANING_STEPS, 'home'),
  direct('bookingHomeCleaningDirect', SERVICE_IDS.weeklyCleaningDirect, DIRECT_CLEANING_STEPS, 'home', true),
  direct('bookingMoveOutCleaning', SERVICE_IDS.movingCleaning, DIRECT_CLEANING_STEPS, 'home'),
  direct('bookingExtraCleaning', SERVICE_IDS.extraCleaning, DIRECT_CLEANING_STEPS, 'home'),
  // Requests for proposal.
  rfp('bookingWindowCleaningRecurringExternal', SERVICE_IDS.windowCleaningRecurringExternal, 'windows'),
  rfp('bookingWindowCleaningRecurringIndoor', SERVICE_IDS.windowCleaningRecurringExternal, 'windows', 'indoor'),
  rfp('bookingGeneralHandyman', SERVICE_IDS.generalHandyman, 'job'),
  rfp('bookingGardening', SERVICE_IDS.gardening, 'garden'),
  rfp('bookingGardeningSpringFall', SERVICE_IDS.gardeningSpringAutumn, 'garden'),
  rfp('bookingGardeningHoliday', SERVICE_IDS.gardeningHoliday, 'garden'),
  // Business requests for proposal.
  rfp('bookingOfficeCleaning', SERVICE_IDS.officeCleaning, 'premises'),
  rfp('bookingOfficeMoving', SERVICE_IDS.officeMoving, 'move'),
  rfp('bookingHousingCooperatives', SERVICE_IDS.housingCooperatives, 'association'),
  // Weekly home cleaning: a free home visit here, or started straight away as Click & Go (`bookingHomeCleaningDirect`).
  {
    route: 'bookingHomeCleaningRfp',
    productId: SERVICE_IDS.weeklyCleaning,
    kind: bookingKindOf(SERVICE_IDS.weeklyCleaning),
    subscription: true,
    steps: HOME_CLEANING_STEPS,
    subject: 'home',
  },
] as const satisfies readonly BookingProduct[];

/** The product of a booking route, or `undefined` for a route that books nothing. */
export function bookingProductOf(route: string): BookingProduct | undefined {
  return BOOKING_PRODUCTS.find((product) => product.route === route);
}

/** Steps whose answers are a form the view validates (react-hook-form + zod) and reports with `form.changed`. */
export const FORM_STEPS: ReadonlySet<BookingStep> = new Set<BookingStep>([
  'flow-choice',
  'configuration',
  'optional-configuration',
  'cleaning-configuration',
  'address',
  'contact',
]);

/** Steps whose answers make the configuration form priced and booked. */
export const CONFIGURATION_STEPS: readonly BookingStep[] = ['configuration', 'optional-configuration', 'cleaning-configuration'];
