import { and, stateIn } from 'xstate';
import type { StateMachine } from 'xstate';
import type { BookingProduct } from './products';
import { draftOf, initialWizardContext } from './wizard.context';
import { enterStep, fetchPriceInputOf, wizardSetup } from './wizard.setup';
import type { WizardStateConfig } from './wizard.setup';
import { routeToSteps, stepStates } from './wizard.steps';

/**
 * Direct orders only: the price follows the configuration. A valid change of
 * a configuration step, a discount code or a slot re-prices `priceDebounce`
 * after the last one; a failed price keeps the old one and offers a retry.
 */
/** Answers count once the form is shown (not while it loads). */
const isStepFormChange = and(['isProductStep', stateIn({ wizard: 'steps' })]);

const reprice = {
  'form.changed': { guard: and(['isConfigurationChange', stateIn({ wizard: 'steps' })]), target: 'debouncing', reenter: true },
  'price.discountChanged': { target: 'debouncing', reenter: true },
  'slot.selected': { target: 'debouncing', reenter: true },
} as const;

const priceRegion: WizardStateConfig = {
  initial: 'idle',
  // On each state (not the region): re-entering from the region would re-enter the whole wizard.
  states: {
    idle: {
      on: {
        ...reprice,
        // Nothing priced yet: a code or a slot waits for a configuration to price.
        'price.discountChanged': { guard: 'canPrice', target: 'debouncing' },
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
        onError: { target: 'failed' },
      },
    },
    failed: { on: { ...reprice, 'price.retried': 'fetching' } },
  },
};

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
      },
    },
    checking: {
      on: { 'discount.submitted': { guard: 'isDiscountCode', target: 'checking', reenter: true, actions: 'assignPendingDiscount' } },
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

/** Saves the draft `autosaveDebounce` after the last form change. */
const autosaveRegion: WizardStateConfig = {
  initial: 'idle',
  states: {
    idle: { on: { 'form.changed': { guard: isStepFormChange, target: 'waiting' } } },
    waiting: {
      // Each change restarts the wait.
      on: { 'form.changed': { guard: isStepFormChange, target: 'waiting', reenter: true } },
      after: {
        autosaveDebounce: {
          target: 'idle',
          actions: {
            type: 'saveDraft',
            params: ({ context }) => {
              const step = context.lastChanged ?? context.step;
              return { step, values: context.forms[step]?.values ?? {}, draft: draftOf(context) };
            },
          },
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
 * and edit keep every answer. The last step submits (`wizard.submit.ts`).
 * Beside the steps, form changes are autosaved and (direct orders) re-priced.
 *
 * Named for the edge:
 * - actors `loadConfig({ product, zipCode })` → `BookingConfig | HomeCleaningConfig`,
 *   `checkPromotion({ code, productId })` → `Promotion` (404: unknown code),
 *   `checkAddress({ address })` → `{ valid, reason? }` (nothing stored),
 *   `fetchPrice({ product, configurationForm, zipCode, discountCode, startTime })` → `Price`,
 *   `loadAvailability({ product, configurationForm, zipCode, flow })` → `Availability`,
 *   `submitBooking({ idempotencyKey, product, configurationForm, zipCode, forms, slot, flow, discountCode, customer })` → `BookingResult`,
 *   `eidLogin` (the `eidLoginMachine`, provided with its own actors);
 * - actions `syncUrl({ step })`, `saveDraft({ step, values, draft })`, `clearDraft()`;
 * - delays `autosaveDebounce` (500 ms), `priceDebounce` (300 ms).
 */
export function createBookingMachine(product: BookingProduct): BookingWizardMachine {
  return buildBookingMachine(product) as unknown as BookingWizardMachine;
}

function buildBookingMachine(product: BookingProduct) {
  const wizard: WizardStateConfig = {
    id: 'wizard',
    initial: 'loadingConfig',
    states: {
      loadingConfig: {
        tags: ['busy'],
        invoke: {
          id: 'loadConfig',
          src: 'loadConfig',
          input: ({ context }) => ({ product: context.product, zipCode: context.zipCode }),
          onDone: { target: 'routing', actions: { type: 'assignConfig', params: ({ event }) => ({ config: event.output }) } },
          onError: { target: 'configFailed', actions: 'assignFailure' },
        },
        on: { 'config.loaded': { target: 'routing', actions: { type: 'assignConfig', params: ({ event }) => ({ config: event.config }) } } },
      },
      configFailed: { on: { 'config.retried': { target: 'loadingConfig', actions: 'clearError' } } },
      // Passed through: to the requested step when reachable, else the first incomplete one.
      routing: { always: routeToSteps(product) },
      steps: {
        id: 'wizardSteps',
        // Entered through `routing`; the first step is the default only for a direct target.
        initial: product.steps[0],
        on: {
          'url.changed': { target: 'routing', actions: 'requestStep' },
          'step.edit': { guard: 'canEdit', target: 'routing', actions: 'requestStep' },
          'form.changed': { guard: 'isProductStep', actions: 'assignForm' },
        },
        states: stepStates(product),
      },
      success: { type: 'final', entry: [...enterStep('success'), 'clearDraft'] },
    },
  };
  return wizardSetup.createMachine({
    id: `bookingWizard:${product.route}`,
    context: ({ input }) => initialWizardContext(product, input),
    type: 'parallel',
    states: {
      wizard,
      autosave: autosaveRegion,
      ...(product.kind === 'direct' ? { price: priceRegion, discount: discountRegion } : {}),
    },
  });
}

/**
 * The state value of every product's chart. The chart is generated from the
 * product's steps, so TypeScript cannot infer it; this union of all products'
 * states types `matches()` and the model tests' per-state assertions. Every
 * product's last step before success is `contact`, which holds the submit.
 */
export type BookingWizardStateValue = {
  wizard:
    | 'loadingConfig'
    | 'configFailed'
    | 'routing'
    | 'success'
    | {
        steps:
          | 'flow-choice'
          | 'configuration'
          | 'optional-configuration'
          | 'cleaning-configuration'
          | { address: 'choosing' | 'checking' }
          | { availability: 'loading' | 'ready' | 'failed' }
          | { customer: 'checking' | 'identifying' | 'identified' }
          | { contact: 'editing' | 'submitting' | 'failed' };
      };
  autosave: 'idle' | 'waiting';
  /** Direct orders only. */
  price?: 'idle' | 'debouncing' | 'fetching' | 'failed';
  /** Direct orders only. */
  discount?: 'starting' | 'idle' | 'checking';
};

type WithStateValue<M, V extends BookingWizardStateValue> =
  M extends StateMachine<infer C, infer E, infer Ch, infer A, infer Ac, infer G, infer D, infer _V, infer T, infer I, infer O, infer Em, infer Me, infer S, infer TM>
    ? StateMachine<C, E, Ch, A, Ac, G, D, V, T, I, O, Em, Me, S, TM>
    : never;

export type BookingWizardMachine = WithStateValue<ReturnType<typeof buildBookingMachine>, BookingWizardStateValue>;
