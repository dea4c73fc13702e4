import type { SnapshotFrom } from 'xstate';
import type { BookingStep, Price, Promotion } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import type { FieldError } from '../../../api/contract/endpoint';
import type { BookingMessageKey } from './constants';
import { isStepDone, isStepReachable } from './wizard.context';
import type { BookingWizardMachine } from './wizard.machine';

export type BookingWizardSnapshot = SnapshotFrom<BookingWizardMachine>;

/** A step in the wizard's progress bar. */
interface BookingStepView {
  step: BookingStep;
  status: 'done' | 'current' | 'locked' | 'open';
}

/** The price panel: the latest price, and whether a newer one is on its way or failed. */
interface BookingPriceView {
  price: Price | null;
  updating: boolean;
  failed: boolean;
  /**
   * What the panel says of RUT when the price has none: `needsIdentification`
   * (a private person gets it once identified), `business` (a company gets
   * none), or null (deducted, or the service has no RUT).
   */
  rut: 'needsIdentification' | 'business' | null;
}

/** The discount code panel (direct orders): the code applied, one being checked, and why the last one was refused. */
interface BookingDiscountView {
  code: string | null;
  promotion: Promotion | null;
  checking: boolean;
  errorKey: BookingMessageKey | null;
  /** The code refused, as typed. */
  refusedCode: string | null;
}

/** The address step: a new address being checked, and why the last one was refused. */
interface BookingAddressView {
  checking: boolean;
  errorKey: BookingMessageKey | null;
}

/** The wizard view's model. */
interface BookingWizardView {
  /** The step shown; null while the form loads or failed to load. */
  step: BookingStep | null;
  steps: BookingStepView[];
  canGoNext: boolean;
  canGoBack: boolean;
  canSubmit: boolean;
  price: BookingPriceView;
  slot: Slot | null;
  busy: boolean;
  errorKey: BookingMessageKey | null;
  /** The fields a refused submit named. */
  fieldErrors: FieldError[];
  discount: BookingDiscountView;
  address: BookingAddressView;
  /** The customer step: an account is being opened after a choice. */
  customer: { choosing: boolean };
  /** The customer's details: on their way, or failed to load (the visitor may type them). */
  profile: { loading: boolean; failed: boolean };
  /** The booking form failed to load and can be asked for again. */
  canRetryConfig: boolean;
  /** The free times failed to load and can be asked for again. */
  canRetryAvailability: boolean;
  /** Another booking route took over (weekly cleaning started straight away). */
  handedOver: boolean;
  /** The receipt's short reference, once booked. */
  bookingReference: string | null;
}

function currentStep(snapshot: BookingWizardSnapshot): BookingStep | null {
  if (snapshot.matches({ wizard: 'success' })) return 'success';
  return snapshot.matches({ wizard: 'steps' }) ? snapshot.context.step : null;
}

export function selectStep(snapshot: BookingWizardSnapshot): BookingStep | null {
  return currentStep(snapshot);
}

/** Each step: the current one, done (left with valid answers), open (reachable again), or locked. */
function selectSteps(snapshot: BookingWizardSnapshot): BookingStepView[] {
  const { context } = snapshot;
  const current = currentStep(snapshot);
  return context.product.steps.map((step) => {
    if (step === current) return { step, status: 'current' };
    if (isStepDone(context, step)) return { step, status: 'done' };
    return { step, status: isStepReachable(context, step) && current !== 'success' ? 'open' : 'locked' };
  });
}

function selectPrice(snapshot: BookingWizardSnapshot): BookingPriceView {
  const { context } = snapshot;
  const price = context.price;
  const rutEligible = context.config !== null && 'rutEligible' in context.config && context.config.rutEligible;
  const rut = !rutEligible || (price !== null && price.rutDeduction > 0) ? null : context.profile?.business ? 'business' : context.identified || context.staff ? null : 'needsIdentification';
  return {
    price,
    updating: snapshot.matches({ price: 'debouncing' }) || snapshot.matches({ price: 'fetching' }),
    failed: snapshot.matches({ price: 'failed' }),
    rut,
  };
}

export function selectBookingWizard(snapshot: BookingWizardSnapshot): BookingWizardView {
  const { context } = snapshot;
  return {
    step: currentStep(snapshot),
    steps: selectSteps(snapshot),
    canGoNext: snapshot.can({ type: 'step.next' }),
    canGoBack: snapshot.can({ type: 'step.back' }),
    canSubmit: snapshot.can({ type: 'booking.submitted' }),
    price: selectPrice(snapshot),
    slot: context.slot,
    busy: snapshot.hasTag('busy'),
    errorKey: context.errorKey,
    fieldErrors: context.fieldErrors,
    discount: {
      code: context.discountCode,
      promotion: context.promotion,
      checking: snapshot.matches({ discount: 'checking' }),
      errorKey: context.discountErrorKey,
      refusedCode: context.refusedDiscountCode,
    },
    address: {
      checking: snapshot.matches({ wizard: { steps: { address: 'checking' } } }),
      errorKey: context.addressErrorKey,
    },
    customer: { choosing: snapshot.matches({ wizard: { steps: { customer: { choosingAccount: 'submitting' } } } }) },
    profile: { loading: snapshot.matches({ account: 'loading' }), failed: snapshot.matches({ account: 'failed' }) },
    canRetryConfig: snapshot.can({ type: 'config.retried' }),
    canRetryAvailability: snapshot.can({ type: 'availability.retried' }),
    handedOver: snapshot.matches({ wizard: 'handedOver' }),
    bookingReference: context.result?.reference ?? null,
  };
}
