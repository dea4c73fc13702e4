import type { Availability, BookingConfig, BookingResult, BookingStep, Price, Promotion } from '../../api/contract/booking';
import type { AddressInput, FormAnswer, Slot } from '../../api/contract/common';
import { ApiRequestError, BadRequestError } from '../../api/errors';
import type { EidLoginResult } from '../../machines/eidLogin/eidLogin.types';
import { bookingConfigs } from '../../content/shared/booking/config';
import type { QuestionSeed } from '../../content/shared/booking/config';
import { CONFIGURATION_STEPS, FORM_STEPS } from '../../machines/booking/wizard/products';
import { flowOf } from '../../machines/booking/wizard/wizard.context';
import type { BookingProduct } from '../../machines/booking/wizard/products';
import type { BookingWizardMachine } from '../../machines/booking/wizard/wizard.machine';
import type {
  AddressCheck,
  BookingFormConfig,
  BookingWizardContext,
  BookingWizardInput,
  CheckAddressInput,
  CheckPromotionInput,
  ChooseAccountInput,
  ChosenSession,
  CustomerProfile,
  FetchPriceInput,
  LoadAvailabilityInput,
  LoadConfigInput,
  LoadProfileInput,
  StepValues,
  SubmitBookingInput,
  WithStaff,
} from '../../machines/booking/wizard/wizard.types';
import { controllableActor } from '../support/fakeActors';
import type { ControllableActor } from '../support/fakeActors';
import { cachedPlan } from '../support/planCache';
import { currentTestFile } from '../support/pathTests';
import type { MachinePath, TraversalEvent } from '../support/paths';

export const slotA: Slot = { startTime: '2030-03-04T08:00:00.000Z', endTime: '2030-03-04T11:00:00.000Z' };
export const slotB: Slot = { startTime: '2030-03-05T08:00:00.000Z', endTime: '2030-03-05T11:00:00.000Z' };
export const availabilityA: Availability = { slots: [{ ...slotA, available: true }], firstAvailable: slotA.startTime };
export const availabilityB: Availability = { slots: [{ ...slotB, available: true }], firstAvailable: slotB.startTime };
export const config: BookingConfig = {
  productId: 302016,
  type: 'direct',
  business: false,
  subscription: false,
  steps: ['configuration', 'availability', 'customer', 'address', 'contact', 'success'],
  questions: [],
  rutEligible: true,
  earliestStartDays: 1,
};
/** A form that asks one required question: the chart judges its starting answers (none) invalid. */
export const livingAreaConfig: BookingConfig = {
  ...config,
  questions: [{ id: 'livingArea', kind: 'number', step: 'configuration', label: 'Living area', required: true, min: 1, max: 1000 }],
};
export const price: Price = {
  currency: 'SEK',
  lines: [],
  totalPriceExclDiscountDeduction: 100000,
  discountAfterTax: 0,
  vat: 20000,
  rutDeduction: 40000,
  totalToPay: 60000,
};
export const bookingResult: BookingResult = { bookingId: 'b-1', reference: 'HG-2345AB', type: 'order', status: 'confirmed', productId: 302016 };
export const eidResult: EidLoginResult = { status: 'complete', orderRef: 'order-1', sessionToken: 'session-1' };
/** A login of someone who may act for two accounts: one is chosen, and its session is `session-1` too. */
export const choiceResult: EidLoginResult = {
  status: 'choice',
  orderRef: 'order-1',
  sessionKey: 'key-1',
  data: { givenName: 'Karin', accounts: [{ id: 'acc-1', type: 'private', name: 'Karin Berg' }, { id: 'acc-2', type: 'business', name: 'Bergs Bageri AB', orgNumber: '559900-9874' }] },
};
/** A person who is no customer yet: a temporary session, named by BankID. */
export const newCustomerResult: EidLoginResult = {
  status: 'complete',
  orderRef: 'order-2',
  sessionToken: 'temp-1',
  data: { newCustomer: true, givenName: 'Alva', surname: 'Nyström' },
};
export const profile: CustomerProfile = {
  firstName: 'Anna',
  lastName: 'Svensson',
  email: 'anna@example.se',
  phone: '+46701234567',
  business: false,
  companyName: null,
  orgNumber: null,
  addresses: [{ id: 'addr-1', street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm', primary: true }],
};
/** A customer who holds weekly cleaning at the booking's postal code already. */
const subscribedProfile: CustomerProfile = { ...profile, heldSubscription: 'includedInSubscription' };
export const slotConflict = new ApiRequestError({ status: 409, data: { message: 'slotTaken' } });
export const serverFailure = new ApiRequestError({ status: 503 });
export const refusal = new BadRequestError([{ field: 'body.contact.email', message: 'common.formErrors.email' }], { status: 400 });
export const notFound = new ApiRequestError({ status: 404 });
export const promotion: Promotion = { code: 'SPRING', productId: 302004, title: '10% off', discount: { type: 'percent', value: 10 } };
/** A new address at the wizard's postal code (11122), and one elsewhere. */
export const newAddress: AddressInput = { street: 'Storgatan 1', zipCode: '111 22', city: 'Stockholm' };
export const elsewhereAddress: AddressInput = { street: 'Kungsgatan 9', zipCode: '41119', city: 'Göteborg' };

/** Valid answers per form step (what the view's schema accepted). */
export const VALID_VALUES: Partial<Record<BookingStep, StepValues>> = {
  'flow-choice': { flow: 'rfp' },
  configuration: { livingArea: 85 },
  'optional-configuration': { extras: ['oven'] },
  'cleaning-configuration': { frequency: 'weekly', hours: 3 },
  // A new address, as the address check accepts `newAddress`.
  address: { street: 'Storgatan 1', zipCode: '11122', city: 'Stockholm' },
  contact: { firstName: 'Anna', lastName: 'Svensson', email: 'anna@example.se', phone: '+46701234567' },
};
const INVALID_VALUES: StepValues = { livingArea: -1 };

export type StepAnswers = Partial<Record<BookingStep, StepValues>>;

export function formChanged(step: BookingStep, valid = true, answers: StepAnswers = VALID_VALUES) {
  return { type: 'form.changed' as const, step, values: valid ? (answers[step] ?? VALID_VALUES[step] ?? {}) : INVALID_VALUES, valid };
}

/** A valid answer to one question of a product's form: its default, else the least it accepts. */
function answerOf(question: QuestionSeed): FormAnswer {
  if (question.defaultValue !== undefined) return question.defaultValue;
  switch (question.kind) {
    case 'number':
    case 'counter':
      return question.min ?? 1;
    case 'singleChoice':
      return question.options?.[0]?.value ?? null;
    case 'multiChoice':
      return question.options?.slice(0, 1).map((option) => option.value) ?? [];
    case 'boolean':
      return false;
    case 'date':
      return '2030-03-01';
    case 'text':
      return 'Portkod 1234';
  }
}

/**
 * A product's own answers to its configuration steps, from its form's
 * questions (`content/shared/booking/config.ts`): every question asked (a
 * `showWhen` question only when its condition holds), counts adding up to
 * the form's minimum. Other steps answer `VALID_VALUES`.
 */
export function productAnswers(product: BookingProduct): StepAnswers {
  const seed = bookingConfigs.find((candidate) => candidate.productId === product.productId);
  if (!seed) throw new Error(`no booking form for product ${product.productId}`);
  const answers: StepAnswers = { ...VALID_VALUES };
  for (const step of CONFIGURATION_STEPS) {
    const questions = seed.questions.filter((question) => question.step === step);
    if (!questions.length) continue;
    const values: StepValues = Object.fromEntries(questions.map((question) => [question.id, answerOf(question)]));
    const [counted] = seed.minimumTotal?.questionIds.filter((id) => id in values) ?? [];
    if (seed.minimumTotal && counted !== undefined) {
      const total = seed.minimumTotal.questionIds.reduce((sum, id) => sum + Number(values[id] ?? 0), 0);
      if (total < seed.minimumTotal.min) values[counted] = Number(values[counted] ?? 0) + seed.minimumTotal.min - total;
    }
    for (const question of questions) {
      if (question.showWhen && values[question.showWhen.questionId] !== question.showWhen.equals) delete values[question.id];
    }
    answers[step] = values;
  }
  return answers;
}

/**
 * The events offered at a state: every event its active nodes handle, with
 * payloads. `form.changed` is offered for the step shown only (valid, and
 * invalid on the first step), so the graph stays the size of the wizard
 * rather than of every combination of answers.
 */
export type WizardWalk = 'steps' | 'discount' | 'session' | 'configuration' | 'language';

/** What the configuration walk does on the configuration steps: load, answer, go on and back, let the timers and the price settle. */
const CONFIGURATION_EVENTS = new Set(['xstate.done.actor.loadConfig', 'form.changed', 'step.next', 'step.back', 'xstate.done.actor.fetchPrice']);
const isConfigurationStep = (step: BookingStep) => step === 'flow-choice' || CONFIGURATION_STEPS.includes(step);

/** Moves between steps: left out of the discount walk, which stays on the first step. */
const NAVIGATION = new Set(['step.next', 'step.back', 'step.edit', 'url.changed']);

export function wizardEvents(product: BookingProduct, walk: WizardWalk = 'steps', answers: StepAnswers = VALID_VALUES) {
  const firstForm = product.steps.find((step) => FORM_STEPS.has(step));
  return (snapshot: object): TraversalEvent[] => {
    const { context, value, _nodes, children } = snapshot as {
      context: BookingWizardContext;
      value: Record<string, unknown>;
      _nodes: ReadonlyArray<{ ownEvents: string[] }>;
      children: Record<string, unknown>;
    };
    // An actor's answer comes only while it runs (a region may listen for it while another invokes it).
    const running = (type: string) => {
      const answer = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type);
      return answer === null || Object.hasOwn(children, answer[1]!);
    };
    let types = [...new Set(_nodes.flatMap((node) => node.ownEvents))].filter(running);
    // Away from the first step and the calendar, the timers and checks settle before the
    // visitor acts again: their interleavings are walked on those two steps only.
    const unsettled =
      value.autosave === 'waiting' ||
      value.discount === 'checking' ||
      value.account === 'loading' ||
      JSON.stringify(value.wizard).includes('"choosingAccount":"submitting"') ||
      (value.price !== undefined && value.price !== 'idle' && value.price !== 'failed');
    if (unsettled && context.step !== firstForm && context.step !== 'availability') {
      types = types.filter((type) => type.startsWith('xstate.'));
    }
    // The discount code works the same on every step; it has its own walk on
    // the first step (with the price and autosave timers), and the walk through
    // the steps leaves it alone, so the two stay the size of their parts.
    // The session walk (a customer logged in at start, a draft restored) stays on the first step too.
    if (walk !== 'steps') types = types.filter((type) => !NAVIGATION.has(type));
    if (walk !== 'discount') types = types.filter((type) => !type.startsWith('discount.'));
    // A language switch keeps the step and the answers: it has its own walk on the first step, with a code
    // applied from the link (its promotion's texts are the server's too).
    if (walk !== 'language') types = types.filter((type) => type !== 'locale.changed');
    // The configuration walk: a product's own questions, on its configuration steps only.
    if (walk === 'configuration') {
      const onConfiguration = value.wizard === 'loadingConfig' || (isConfigurationStep(context.step) && typeof value.wizard === 'object');
      types = onConfiguration ? types.filter((type) => CONFIGURATION_EVENTS.has(type) || type.startsWith('xstate.after.')) : [];
    }
    const changed = (step: BookingStep, valid = true) => formChanged(step, valid, answers);
    const addressAnswered = context.forms.address?.valid === true;
    const form = context.forms[context.step];
    return types.flatMap((type): TraversalEvent[] => {
      switch (type) {
        case 'form.changed':
          if (!FORM_STEPS.has(context.step)) return [];
          // Weekly cleaning's two starts: a home visit goes on here, straight away hands over.
          if (context.step === 'flow-choice' && form?.valid !== true) return [changed(context.step), { ...changed(context.step), values: { flow: 'direct' } }];
          // A change that changes something: valid when not yet valid; on the first step also back to invalid.
          if (form?.valid !== true) return [changed(context.step)];
          return context.step === firstForm ? [changed(context.step, false)] : [];
        case 'url.changed':
          return product.steps.map((step) => ({ type, step }));
        case 'step.edit':
          return product.steps.filter((step) => step !== 'success').map((step) => ({ type, step }));
        case 'slot.selected':
          return [{ type, slot: context.availability === availabilityB ? slotB : slotA }];
        case 'config.loaded':
          return [{ type, config }];
        case 'price.discountChanged':
        case 'price.customerChanged':
        case 'profile.requested':
          // Raised by the chart itself (a code checked or removed, a session started).
          return [];
        case 'account.chosen':
          return [{ type, account: 'acc-2' }];
        case 'discount.submitted':
          // A code; while it is checked, another one replaces it once.
          if (value.discount === 'checking') return context.pendingDiscountCode === 'SPRING' ? [{ type, code: ' SUMMER ' }] : [];
          return context.discountCode === null && context.discountErrorKey === null ? [{ type, code: 'SPRING' }] : [];
        case 'address.added':
          return addressAnswered ? [] : [{ type, address: newAddress }, { type, address: elsewhereAddress }];
        case 'xstate.done.actor.checkPromotion':
          return [{ type, output: promotion }];
        case 'xstate.error.actor.checkPromotion':
          return [{ type, error: notFound }, { type, error: serverFailure }];
        case 'xstate.done.actor.checkAddress':
          return [{ type, output: { valid: true } }, { type, output: { valid: false, reason: 'outsideServiceArea' } }];
        case 'xstate.done.actor.loadConfig':
        case 'xstate.done.actor.reloadConfig':
          return [{ type, output: config }];
        case 'locale.changed':
          return [{ type, locale: 'sv' }];
        case 'xstate.done.actor.fetchPrice':
          return [{ type, output: price }];
        case 'xstate.done.actor.loadAvailability':
          // After a slot conflict the fresh slots differ.
          return [{ type, output: context.attempt > 0 ? availabilityB : availabilityA }];
        case 'xstate.done.actor.submitBooking':
          return [{ type, output: bookingResult }];
        case 'xstate.error.actor.submitBooking':
          return context.attempt > 1
            ? [{ type, error: serverFailure }]
            : [{ type, error: slotConflict }, { type, error: serverFailure }, { type, error: refusal }];
        case 'xstate.done.actor.eidLogin':
          // A new customer's login has its own pinned spec.
          return [{ type, output: eidResult }, { type, output: choiceResult }];
        case 'xstate.done.actor.chooseAccount':
          return [{ type, output: { sessionToken: 'session-1' } }];
        case 'xstate.done.actor.loadProfile':
          // A customer who holds the service already (weekly cleaning's rule) is walked too.
          return [{ type, output: profile }, { type, output: subscribedProfile }];
        case 'xstate.error.actor.loadProfile':
          // The failed load is walked with a customer logged in at start.
          return walk === 'session' ? [{ type, error: serverFailure }] : [];
        default:
          return type.startsWith('xstate.error.actor.') ? [{ type, error: serverFailure }] : [{ type }];
      }
    });
  };
}

/** The leaf state values joined, ignoring context: `wizard.steps.availability.ready|autosave.idle|price.idle`. */
function valueKey(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => valueKey(child, `${prefix}${key}.`));
}

/**
 * The planned paths of one walk of the wizard (`planCover`): together they
 * take every transition and reach every leaf state the walk's events can
 * reach, by as few and as short paths as the planner finds. States that
 * differ only in the order answers were given are one (`wizardSerializeState`).
 */
type TMachine = BookingWizardMachine;

export function wizardPaths(
  machine: TMachine,
  product: BookingProduct,
  input: BookingWizardInput,
  walk: WizardWalk = 'steps',
  answers: StepAnswers = VALID_VALUES,
): MachinePath<TMachine>[] {
  return cachedPlan(
    machine,
    `${walk} ${JSON.stringify(answers)}`,
    {
      goal: 'transitions',
      input,
      events: wizardEvents(product, walk, answers),
      serializeState: wizardFoldState,
    },
    currentTestFile(),
  ).paths;
}

/**
 * A state of the wizard's graph for planning: the state value and what of
 * the context the chart's guards and the walks' events read (the step and
 * where it was asked to go, which steps are answered validly and done, the
 * flow, which results are there, the slot, the session's kind, the first
 * attempt or a later one, the errors shown). Contexts that differ only in
 * the answers' values, a price's amounts or an order's ids are one state:
 * exploring stays small, and each planned path is still exactly what the
 * chart does from its start.
 */
export function wizardFoldState(snapshot: { value: unknown; context: unknown }): string {
  const context = snapshot.context as BookingWizardContext;
  const present = (value: unknown) => value !== null && value !== undefined;
  const forms = Object.entries(context.forms)
    .map(([step, form]) => `${step}:${form?.valid === true}`)
    .sort();
  return JSON.stringify({
    value: snapshot.value,
    step: context.step,
    requestedStep: context.requestedStep,
    lastChanged: context.lastChanged,
    completed: [...context.completed].sort(),
    forms,
    flow: flowOf(context),
    postalCode: context.postalCode,
    config: present(context.config),
    availability: present(context.availability),
    slot: context.slot,
    discountCode: context.discountCode,
    pendingDiscountCode: context.pendingDiscountCode,
    refusedDiscountCode: present(context.refusedDiscountCode),
    promotion: present(context.promotion),
    discountErrorKey: context.discountErrorKey,
    price: present(context.price),
    identified: context.identified === null ? null : context.identified.temporary ? 'temporary' : 'permanent',
    profile: present(context.profile),
    heldSubscription: context.profile?.heldSubscription ?? null,
    accountChoice: present(context.accountChoice),
    chosenAccount: present(context.chosenAccount),
    result: present(context.result),
    firstAttempt: context.attempt === 0,
    errorKey: context.errorKey,
    fieldErrors: context.fieldErrors.length > 0,
    addressCandidate: present(context.addressCandidate),
    addressErrorKey: context.addressErrorKey,
  });
}

/** A state of the wizard's walks: its leaf states, whatever the context. */
export function wizardStateKey(snapshot: { value: unknown }): string {
  return valueKey(snapshot.value).join('|');
}

/** The wizard's calls as fake actors the test settles by hand (the e-ID login of the customer step is provided apart). */
export interface WizardCallFakes {
  loadConfig: ControllableActor<BookingFormConfig, WithStaff<LoadConfigInput>>;
  fetchPrice: ControllableActor<Price, WithStaff<FetchPriceInput>>;
  loadAvailability: ControllableActor<Availability, WithStaff<LoadAvailabilityInput>>;
  submitBooking: ControllableActor<BookingResult, WithStaff<SubmitBookingInput> & { bookingUrl: string }>;
  checkPromotion: ControllableActor<Promotion, WithStaff<CheckPromotionInput>>;
  checkAddress: ControllableActor<AddressCheck, WithStaff<CheckAddressInput>>;
  loadProfile: ControllableActor<CustomerProfile, WithStaff<LoadProfileInput>>;
  chooseAccount: ControllableActor<ChosenSession, WithStaff<ChooseAccountInput>>;
}

export function wizardCallFakes(): WizardCallFakes {
  return {
    loadConfig: controllableActor(),
    fetchPrice: controllableActor(),
    loadAvailability: controllableActor(),
    submitBooking: controllableActor(),
    checkPromotion: controllableActor(),
    checkAddress: controllableActor(),
    loadProfile: controllableActor(),
    chooseAccount: controllableActor(),
  };
}

/** The fakes as the chart's actors (for `.provide({ actors })`). */
export function callActorsOf(fakes: WizardCallFakes) {
  return {
    loadConfig: fakes.loadConfig.logic,
    fetchPrice: fakes.fetchPrice.logic,
    loadAvailability: fakes.loadAvailability.logic,
    submitBooking: fakes.submitBooking.logic,
    checkPromotion: fakes.checkPromotion.logic,
    checkAddress: fakes.checkAddress.logic,
    loadProfile: fakes.loadProfile.logic,
    chooseAccount: fakes.chooseAccount.logic,
  };
}
