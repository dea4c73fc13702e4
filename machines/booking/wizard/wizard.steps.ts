import type { BookingStep } from '../../../api/contract/booking';
import type { BookingProduct } from './products';
import { stepsBeforeSuccess } from './wizard.context';
import { availabilityInputOf, enterStep } from './wizard.setup';
import type { WizardStateConfig } from './wizard.setup';
import { submitStep } from './wizard.submit';

/** `step.next`: leave only a valid step, marking it done. */
function next(step: BookingStep, target: BookingStep) {
  return { guard: { type: 'isStepValid' as const, params: { step } }, target: `#wizardSteps.${target}`, actions: { type: 'markCompleted' as const, params: { step } } };
}

function formStep(step: BookingStep, target: BookingStep, back: BookingStep | undefined): WizardStateConfig {
  return { entry: enterStep(step), on: { 'step.next': next(step, target), ...(back ? { 'step.back': `#wizardSteps.${back}` } : {}) } };
}

/** The calendar: fresh slots on every entry (by flow for home cleaning); a slot must be chosen to go on. */
function availabilityStep(target: BookingStep, back: BookingStep | undefined): WizardStateConfig {
  return {
    entry: enterStep('availability'),
    initial: 'loading',
    on: { 'step.next': next('availability', target), ...(back ? { 'step.back': `#wizardSteps.${back}` } : {}) },
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadAvailability',
          src: 'loadAvailability',
          input: ({ context }) => availabilityInputOf(context),
          onDone: { target: 'ready', actions: { type: 'assignAvailability', params: ({ event }) => ({ availability: event.output }) } },
          onError: { target: 'failed', actions: 'assignFailure' },
        },
      },
      ready: { on: { 'slot.selected': { actions: 'selectSlot' } } },
      failed: { on: { 'availability.retried': { target: 'loading', actions: 'clearError' } } },
    },
  };
}

/**
 * The address step: one of the customer's addresses (a `form.changed`
 * answer), or a new one, checked with the server before it becomes the
 * answer. An address at another postal code than the checked one is refused
 * here: the times and the price are for that code. The step is left only
 * while no check is running.
 */
function addressStep(target: BookingStep, back: BookingStep | undefined): WizardStateConfig {
  return {
    entry: enterStep('address'),
    // A refusal belongs to the visit it was made in.
    exit: 'clearAddressError',
    initial: 'choosing',
    on: back ? { 'step.back': `#wizardSteps.${back}` } : {},
    states: {
      choosing: {
        on: {
          'step.next': next('address', target),
          'address.added': [
            { guard: 'isAtOtherPostalCode', actions: 'refuseOtherPostalCode' },
            { target: 'checking', actions: 'assignAddressCandidate' },
          ],
        },
      },
      checking: {
        invoke: {
          id: 'checkAddress',
          src: 'checkAddress',
          input: ({ context }) => ({ address: context.addressCandidate ?? { street: '', zipCode: '', city: '' } }),
          onDone: [
            { guard: { type: 'isAddressAccepted', params: ({ event }) => ({ valid: event.output.valid }) }, target: 'choosing', actions: ['acceptAddress', 'clearAddressCandidate'] },
            { target: 'choosing', actions: { type: 'refuseAddress', params: ({ event }) => ({ reason: event.output.reason }) } },
          ],
          onError: { target: 'choosing', actions: 'assignAddressFailure' },
        },
      },
    },
  };
}

/**
 * The customer step: identify with e-ID (the login chart as a child actor)
 * for the personal number the RUT deduction needs. Its result moves on; a
 * failed login stays here (the child offers a retry); leaving stops the
 * child, which cancels an open order.
 */
function customerStep(target: BookingStep, back: BookingStep | undefined): WizardStateConfig {
  return {
    entry: enterStep('customer'),
    initial: 'checking',
    on: back ? { 'step.back': `#wizardSteps.${back}` } : {},
    states: {
      checking: { always: [{ guard: 'isIdentified', target: 'identified' }, { target: 'identifying' }] },
      identifying: {
        invoke: {
          id: 'eidLogin',
          src: 'eidLogin',
          input: ({ context }) => ({ device: context.device }),
          onDone: {
            target: `#wizardSteps.${target}`,
            actions: [
              { type: 'assignCustomer', params: ({ event }) => ({ customer: event.output }) },
              { type: 'markCompleted', params: { step: 'customer' } },
            ],
          },
        },
      },
      identified: { on: { 'step.next': next('customer', target) } },
    },
  };
}

/**
 * The navigation core generated from a product's steps: one state per step
 * before success, `step.next` to the following step once valid, `step.back`
 * to the previous one. The last step submits (`wizard.submit.ts`).
 */
export function stepStates(product: BookingProduct): Record<string, WizardStateConfig> {
  const steps = stepsBeforeSuccess(product);
  const states: Record<string, WizardStateConfig> = {};
  steps.forEach((step, index) => {
    const back = steps[index - 1];
    const target = steps[index + 1];
    if (target === undefined) states[step] = submitStep(product, step, back);
    else if (step === 'availability') states[step] = availabilityStep(target, back);
    else if (step === 'customer') states[step] = customerStep(target, back);
    else if (step === 'address') states[step] = addressStep(target, back);
    else states[step] = formStep(step, target, back);
  });
  return states;
}

/** `routing` candidates: to the requested step when reachable, else to the first incomplete one. */
export function routeToSteps(product: BookingProduct) {
  return stepsBeforeSuccess(product).map((step) => ({
    guard: { type: 'isRoutedTo' as const, params: { step } },
    target: `steps.${step}`,
  }));
}
