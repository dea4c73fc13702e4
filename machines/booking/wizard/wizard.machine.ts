import { and, stateIn } from 'xstate';
import type { DoneActorEvent, StateMachine } from 'xstate';
import type { BookingProduct } from './products';
import { initialWizardContext, staffOf } from './wizard.context';
import { enterStep, fetchPriceInputOf, saveDraftNow, wizardSetup } from './wizard.setup';
import type { WizardStateConfig } from './wizard.setup';
import { routeToSteps, stepStates } from './wizard.steps';
import { textsRegion } from './wizard.texts';
import type { CustomerProfile } from './wizard.types';

/** Answers count once the form is shown (not while it loads). */
const isStepFormChange = and(['isProductStep', stateIn({ wizard: 'steps' })]);

const repriceAlways = {
  'form.changed': { guard: and(['isConfigurationChange', stateIn({ wizard: 'steps' })]), target: 'debouncing', reenter: true },
  'price.discountChanged': { target: 'debouncing', reenter: true },
  'slot.selected': { target: 'debouncing', reenter: true },
} as const;

/**
 * Direct orders only: the price follows the configuration. Restored answers
 * are priced at once; a valid change of a configuration step, a discount
 * code, a slot or the customer (a session started in the customer step)
 * re-prices `priceDebounce` after the last one; a failed price keeps the old
 * one and offers a retry. In the staff variant the customer is known from
 * the start: nothing changes who is priced.
 */
function priceRegion(staff: boolean): WizardStateConfig {
  const reprice = staff ? repriceAlways : { ...repriceAlways, 'price.customerChanged': { target: 'debouncing', reenter: true } as const };
  const waiting = staff ? {} : { 'price.customerChanged': { guard: 'canPrice' as const, target: 'debouncing' } };
  return {
    initial: 'starting',
    // On each state (not the region): re-entering from the region would re-enter the whole wizard.
    states: {
      // Answers restored from a draft are priced at once.
      starting: { always: [{ guard: 'canPrice', target: 'fetching' }, { target: 'idle' }] },
      idle: {
        on: {
          ...reprice,
          // Nothing priced yet: a code, a customer or a slot waits for a configuration to price.
          'price.discountChanged': { guard: 'canPrice', target: 'debouncing' },
          ...waiting,
          'slot.selected': { guard: 'canPrice', target: 'debouncing' },
        },
      },
      debouncing: { on: reprice, after: { priceDebounce: 'fetching' } },
      fetching: {
        on: reprice,
        invoke: {
          id: 'fetchPrice',
          src: 'fetchPrice',
          input: ({ context }) => fetchPriceInputOf(context),
          onDone: { target: 'idle', actions: { type: 'assignPrice', params: ({ event }) => ({ price: event.output }) } },
          onError: { target: 'failed', actions: 'noteSignOnEnded' },
        },
      },
      failed: { on: { ...reprice, 'price.retried': 'fetching' } },
    },
  };
}

/**
 * Direct orders only: a discount code (typed, or from the URL or the draft)
 * is checked with the server before it prices anything. A known code is
 * applied and re-prices; an unknown one (404) or a failed check says why and
 * keeps the code applied before. Removing the code re-prices without it.
 */
const discountRegion: WizardStateConfig = {
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasPendingDiscount', target: 'checking' }, { target: 'idle' }] },
    idle: {
      on: {
        'discount.submitted': { guard: 'isDiscountCode', target: 'checking', actions: 'assignPendingDiscount' },
        'discount.removed': { guard: 'hasDiscount', actions: ['removeDiscount', 'announceDiscount'] },
        // The promotion's title is the server's, in one language: the applied code is checked again in the new one.
        'locale.changed': { guard: 'hasPromotion', target: 'checking', actions: 'recheckDiscount' },
      },
    },
    checking: {
      on: {
        'discount.submitted': { guard: 'isDiscountCode', target: 'checking', reenter: true, actions: 'assignPendingDiscount' },
        // The answer on its way is in the language before.
        'locale.changed': { target: 'checking', reenter: true },
      },
      invoke: {
        id: 'checkPromotion',
        src: 'checkPromotion',
        input: ({ context }) => ({ code: context.pendingDiscountCode ?? '', productId: context.product.productId }),
        onDone: { target: 'idle', actions: [{ type: 'applyPromotion', params: ({ event }) => ({ promotion: event.output }) }, 'announceDiscount'] },
        onError: { target: 'idle', actions: { type: 'refuseDiscount', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
};

/**
 * Who the booking is for. Once identified (logged in on the site at start,
 * or with BankID in the customer step) the customer's details are loaded: they fill the
 * contact step the visitor has not typed yet and offer their addresses. A new
 * customer (a temporary session) has no details to load: BankID named them.
 * In the staff variant the customer is known from the start: their details
 * load at once (`staff.customer` with their number).
 */
function accountRegion(product: BookingProduct, staff: boolean): WizardStateConfig {
  // Only a product with a customer step identifies anyone itself.
  const requested = product.steps.includes('customer')
    ? {
        'profile.requested': [
          { guard: 'isTemporarySession' as const, target: 'known', actions: ['prefillContact' as const, 'judgeShownContact' as const] },
          { target: 'loading' },
        ],
      }
    : {};
  const loading: WizardStateConfig = {
    invoke: {
      id: 'loadProfile',
      src: 'loadProfile',
      input: ({ context }) => ({ ...staffOf(context), ...(staff ? {} : { booking: { productId: product.productId, postalCode: context.postalCode } }) }),
      onDone: {
        target: 'known',
        actions: [{ type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) }, 'prefillContact', 'judgeShownContact'],
      },
      onError: { target: 'failed', actions: 'noteSignOnEnded' },
    },
  };
  const loaded = { known: {}, failed: { on: { 'profile.retried': 'loading' } } };
  if (staff) return { initial: 'loading', states: { loading, ...loaded } };
  return {
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'isIdentified', target: 'loading' }, { target: 'anonymous' }] },
      anonymous: { on: requested },
      loading,
      ...loaded,
    },
  };
}

/**
 * Saves the draft `autosaveDebounce` after the last form change, or at once
 * when the page goes away meanwhile (a reload, another page, the language switch).
 */
const autosaveRegion: WizardStateConfig = {
  initial: 'idle',
  states: {
    idle: { on: { 'form.changed': { guard: isStepFormChange, target: 'waiting' } } },
    waiting: {
      on: {
        // Each change restarts the wait.
        'form.changed': { guard: isStepFormChange, target: 'waiting', reenter: true },
        'page.left': { target: 'idle', actions: saveDraftNow },
      },
      after: {
        autosaveDebounce: {
          target: 'idle',
          actions: saveDraftNow,
        },
      },
    },
  },
};

/**
 * The booking wizard of one product (spec site.md §2, calls.md §7 Booking),
 * built from its declaration (`products.ts`). The form is loaded (or handed
 * over with `config.loaded`), then the wizard routes to the draft's step when
 * reachable, else to the first incomplete one; `url.changed` and `step.edit`
 * route the same way. Each step is left forward only with valid answers; back
 * and edit keep every answer; every step entered is in the URL and the draft.
 * The last step submits (`wizard.submit.ts`); the receipt then stays.
 * Beside the steps: who the booking is for (`account`), autosave, the form's
 * texts in the page's language (`texts`), and (direct orders) the price and
 * the discount code. A language switch changes none of the steps, answers or
 * session: the actor keeps running, and only what the server wrote in a
 * language is loaded again.
 *
 * Its calls are the edge's (`createWizardActors(api)`, with the page's client, which carries the tab's
 * session; the staff variant's `createStaffBookingActors(api)` over them); tests give their own:
 * - actors `loadConfig({ product, postalCode })` → `BookingConfig | HomeCleaningConfig`,
 *   `checkPromotion({ code, productId })` → `Promotion` (404: unknown code, 410: expired),
 *   `checkAddress({ address, identified })` → `{ valid, reason? }` (nothing stored),
 *   `fetchPrice({ product, configurationForm, postalCode, discountCode, startTime, identified })` → `Price`,
 *   `loadAvailability({ product, configurationForm, postalCode, flow })` → `Availability`,
 *   `submitBooking({ idempotencyKey, product, configurationForm, postalCode, forms, slot, flow, discountCode, identified })` → `BookingResult`,
 *   `loadProfile({ staff? })` → `CustomerProfile`, `chooseAccount({ account, sessionKey })` → `{ sessionToken }`,
 *   `eidLogin` (the `eidLoginMachine`, with the e-ID calls of the same client);
 *   `urlListener({ router })` (a navigation ending at another `?step=` is `url.changed`, a language
 *   switch `locale.changed`), `pageListener({ router })` (`pagehide` or a new page starting: `page.left`);
 * - actions `syncUrl({ step, history })` and `handOver({ route })` through the input's `router`,
 *   `saveDraft({ draft })` (the tab's sessionStorage, `wizard.draft.ts`; `announceSession` tells the site's session, `system.get('session')`);
 * - delays `autosaveDebounce` (500 ms), `priceDebounce` (300 ms).
 *
 * With `{ staff: true }` it is customer service's wizard of a direct product:
 * the same chart without the customer step, the customer (`input.staff`)
 * known from the start; the edge provides `createStaffBookingActors()`
 * (`wizard.staff.ts`), and every actor's input carries `staff`.
 */
export function createBookingMachine(product: BookingProduct, options: BookingWizardOptions = {}): BookingWizardMachine {
  const staff = options.staff === true;
  return buildBookingMachine(staff ? staffVariantOf(product) : product, staff) as unknown as BookingWizardMachine;
}

/** Which wizard of a product: the customer's own, or customer service's (`staff`). */
interface BookingWizardOptions {
  /**
   * Customer service books a direct order for a customer (spec site.md §6):
   * no customer step, as the staff sign-on and the customer's personal
   * number (`input.staff`) stand in for BankID; the customer's details load
   * at once. The chart is the same; the edge provides the staff actors
   * (`createStaffBookingActors`), which call the staff endpoints.
   */
  staff?: boolean;
}

/** A product as customer service books it: its steps without the customer's BankID. */
function staffVariantOf(product: BookingProduct): BookingProduct {
  if (product.kind !== 'direct') throw new Error(`bookingWizard: customer service books direct orders only, not ${product.route}`);
  return { ...product, steps: product.steps.filter((step) => step !== 'customer') };
}

function buildBookingMachine(product: BookingProduct, staff = false) {
  const wizard: WizardStateConfig = {
    id: 'wizard',
    initial: 'loadingConfig',
    states: {
      loadingConfig: {
        tags: ['busy'],
        invoke: {
          id: 'loadConfig',
          src: 'loadConfig',
          input: ({ context }) => ({ product: context.product, postalCode: context.postalCode }),
          onDone: { target: 'routing', actions: { type: 'assignConfig', params: ({ event }) => ({ config: event.output }) } },
          onError: { target: 'configFailed', actions: 'assignFailure' },
        },
        on: {
          'config.loaded': { target: 'routing', actions: { type: 'assignConfig', params: ({ event }) => ({ config: event.config }) } },
          // The form on its way is in the language before.
          'locale.changed': { target: 'loadingConfig', reenter: true },
        },
      },
      configFailed: { on: { 'config.retried': { target: 'loadingConfig', actions: 'clearError' } } },
      // Passed through: to the requested step when reachable, else the first incomplete one.
      // A booked draft (a reload of the receipt) shows the receipt again.
      routing: { always: [{ guard: 'isBooked', target: 'success' }, ...routeToSteps(product)] },
      steps: {
        id: 'wizardSteps',
        // Entered through `routing`; the first step is the default only for a direct target.
        initial: product.steps[0],
        on: {
          'url.changed': { guard: 'isOtherStep', target: 'routing', actions: 'requestStep' },
          'step.edit': { guard: 'canEdit', target: 'routing', actions: 'requestStep' },
          'form.changed': { guard: 'isProductStep', actions: 'assignForm' },
          // BankID named a customer who holds the service already (weekly cleaning: known once their details
          // load, after the wizard went on): back to the customer step, which says so and cannot be left forward.
          ...(product.steps.includes('customer')
            ? { 'xstate.done.actor.loadProfile': { guard: { type: 'holdsSubscription', params: ({ event }: { event: DoneActorEvent<CustomerProfile> }) => ({ profile: event.output }) }, target: 'routing' } }
            : {}),
        },
        states: stepStates(product),
      },
      // The receipt stays: Back, Forward or a URL cannot reopen a booking that is made.
      success: {
        entry: enterStep('success'),
        on: { 'url.changed': { actions: { type: 'syncUrl', params: { step: 'success', history: 'replace' } } } },
      },
      // Another route books on (weekly cleaning started straight away); the draft keeps the choice for Back.
      // Only a chart with the flow choice can hand over, so only such a chart has the state.
      ...(product.steps.includes('flow-choice') ? { handedOver: { entry: saveDraftNow } } : {}),
    },
  };
  return wizardSetup.createMachine({
    id: staff ? `bookingWizard:staff:${product.route}` : `bookingWizard:${product.route}`,
    context: ({ input }) => initialWizardContext(product, input),
    type: 'parallel',
    // Back, Forward or a typed URL moving `?step=`, a language switch and the page going away are heard for the wizard's whole life.
    invoke: [
      { id: 'urlListener', src: 'urlListener', input: ({ context }) => ({ router: context.router }) },
      { id: 'pageListener', src: 'pageListener', input: ({ context }) => ({ router: context.router }) },
    ],
    states: {
      wizard,
      account: accountRegion(product, staff),
      autosave: autosaveRegion,
      texts: textsRegion,
      ...(product.kind === 'direct' ? { price: priceRegion(staff), discount: discountRegion } : {}),
    },
  });
}

/**
 * The state value of every product's chart. The chart is generated from the
 * product's steps, so TypeScript cannot infer it; this union of all products'
 * states types `matches()` and the model tests' per-state assertions. Every
 * product's last step before success is `contact`, which holds the submit.
 */
type BookingWizardStateValue = {
  wizard:
    | 'loadingConfig'
    | 'configFailed'
    | 'routing'
    | 'success'
    | 'handedOver'
    | {
        steps:
          | 'flow-choice'
          | 'configuration'
          | 'optional-configuration'
          | 'cleaning-configuration'
          | { address: 'choosing' | 'checking' }
          | { availability: 'loading' | 'ready' | 'failed' }
          | { customer: 'checking' | 'identifying' | 'identified' | { choosingAccount: 'idle' | 'submitting' | 'failed' } }
          | { contact: 'editing' | 'submitting' | 'failed' };
      };
  account: 'starting' | 'anonymous' | 'loading' | 'known' | 'failed';
  autosave: 'idle' | 'waiting';
  texts: 'current' | 'reloading' | 'stale';
  /** Direct orders only. */
  price?: 'starting' | 'idle' | 'debouncing' | 'fetching' | 'failed';
  /** Direct orders only. */
  discount?: 'starting' | 'idle' | 'checking';
};

type WithStateValue<M, V extends BookingWizardStateValue> =
  M extends StateMachine<infer C, infer E, infer Ch, infer A, infer Ac, infer G, infer D, infer _V, infer T, infer I, infer O, infer Em, infer Me, infer S, infer TM>
    ? StateMachine<C, E, Ch, A, Ac, G, D, V, T, I, O, Em, Me, S, TM>
    : never;

export type BookingWizardMachine = WithStateValue<ReturnType<typeof buildBookingMachine>, BookingWizardStateValue>;
