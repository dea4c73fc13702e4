import { and } from 'xstate';
import type { BookingStep } from '../../../api/contract/booking';
import type { BookingProduct } from './products';
import { staffOf, stepsBeforeSuccess } from './wizard.context';
import { availabilityInputOf, enterStep, saveDraftNow } from './wizard.setup';
import type { WizardStateConfig } from './wizard.setup';
import { submitStep } from './wizard.submit';

/** `step.next`: leave only a valid step, marking it done. */
function next(step: BookingStep, target: BookingStep) {
  return { guard: { type: 'isStepValid' as const, params: { step } }, target: `#wizardSteps.${target}`, actions: { type: 'markCompleted' as const, params: { step } } };
}

function formStep(step: BookingStep, target: BookingStep, back: BookingStep | undefined): WizardStateConfig {
  return { entry: enterStep(step), on: { 'step.next': next(step, target), ...(back ? { 'step.back': `#wizardSteps.${back}` } : {}) } };
}

/**
 * Weekly cleaning's first step: a free home visit goes on here; starting
 * straight away is Click & Go, a direct order (price, BankID, the customer's
 * address) with a booking route of its own, which takes over.
 */
function flowChoiceStep(target: BookingStep): WizardStateConfig {
  return {
    entry: enterStep('flow-choice'),
    on: {
      'step.next': [
        {
          guard: and([{ type: 'isStepValid', params: { step: 'flow-choice' as const } }, 'isDirectFlow']),
          target: '#wizard.handedOver',
          actions: { type: 'handOver', params: { route: 'bookingHomeCleaningDirect' } },
        },
        next('flow-choice', target),
      ],
    },
  };
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
      ready: {
        on: {
          'slot.selected': {
            actions: ['selectSlot', saveDraftNow],
          },
        },
      },
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
          input: ({ context }) => ({
            address: context.addressCandidate ?? { street: '', zipCode: '', city: '' },
            identified: context.identified !== null,
            ...staffOf(context),
          }),
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

/** Once the booking has its session: the step is done, the customer's details load and the price is asked again. */
const SESSION_STARTED = [{ type: 'markCompleted' as const, params: { step: 'customer' as const } }, 'requestProfile' as const, 'announceCustomer' as const];

/**
 * The customer step: identify with BankID (the login chart as a child actor)
 * for the personal number the RUT deduction needs. A customer logged in on
 * the site already is identified. A login of someone who may act for several
 * accounts (power of attorney, a company) asks which account the booking is
 * for. The session is then the booking's: the site logs in with it
 * (`announceSession`), the price is asked again for that customer and their
 * details are loaded, and the wizard goes on. A failed login stays here (the
 * child offers a retry); leaving stops the child, which cancels an open order.
 */
function customerStep(target: BookingStep, back: BookingStep | undefined): WizardStateConfig {
  return {
    // A choice left unmade belongs to its login: coming back identifies again.
    entry: ['clearAccountChoice', ...enterStep('customer')],
    initial: 'checking',
    on: back ? { 'step.back': `#wizardSteps.${back}` } : {},
    states: {
      checking: { always: [{ guard: 'isIdentified', target: 'identified' }, { target: 'identifying' }] },
      identifying: {
        invoke: {
          id: 'eidLogin',
          src: 'eidLogin',
          input: ({ context }) => ({ device: context.device, simulator: context.simulator }),
          onDone: [
            {
              guard: { type: 'isChoiceLogin', params: ({ event }) => ({ login: event.output }) },
              target: 'choosingAccount',
              actions: { type: 'assignAccountChoice', params: ({ event }) => ({ login: event.output }) },
            },
            {
              guard: { type: 'isSessionLogin', params: ({ event }) => ({ login: event.output }) },
              target: `#wizardSteps.${target}`,
              actions: [
                { type: 'assignLoginSession', params: ({ event }) => ({ login: event.output }) },
                { type: 'announceSession', params: ({ event }) => ({ kind: 'login' as const, result: event.output }) },
                ...SESSION_STARTED,
              ],
            },
          ],
        },
      },
      choosingAccount: {
        initial: 'idle',
        states: {
          idle: { on: { 'account.chosen': { target: 'submitting', actions: 'assignChosenAccount' } } },
          submitting: {
            tags: ['busy'],
            invoke: {
              id: 'chooseAccount',
              src: 'chooseAccount',
              input: ({ context }) => ({ account: context.chosenAccount ?? '', sessionKey: context.accountChoice?.sessionKey ?? '' }),
              onDone: {
                target: `#wizardSteps.${target}`,
                actions: [
                  // The site logs in as the login of the choice would have, with the chosen account's session.
                  {
                    type: 'announceSession',
                    params: ({ context, event }) => ({
                      kind: 'login' as const,
                      result: { status: 'complete' as const, orderRef: context.accountChoice?.orderRef ?? '', sessionToken: event.output.sessionToken },
                    }),
                  },
                  'assignChosenSession',
                  ...SESSION_STARTED,
                ],
              },
              onError: { target: 'failed', actions: 'assignFailure' },
            },
          },
          failed: { on: { 'account.chosen': { target: 'submitting', actions: 'assignChosenAccount' } } },
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
    else if (step === 'flow-choice') states[step] = flowChoiceStep(target);
    else states[step] = formStep(step, target, back);
  });
  return states;
}

/**
 * `routing` candidates: to the requested step when reachable, else to the
 * first incomplete one. `resolveStep` always names a step of the product
 * (the receipt is `isBooked`'s, before these), so the last step needs no
 * guard: `routing` is left in the step it is entered, never rested in.
 */
export function routeToSteps(product: BookingProduct) {
  const steps = stepsBeforeSuccess(product);
  return steps.map((step, index) =>
    index === steps.length - 1 ? { target: `steps.${step}` } : { guard: { type: 'isRoutedTo' as const, params: { step } }, target: `steps.${step}` },
  );
}
