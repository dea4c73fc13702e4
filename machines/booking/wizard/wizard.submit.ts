import type { BookingResult, BookingStep } from '../../../api/contract/booking';
import type { BookingProduct } from './products';
import { enterStep, saveDraftNow, submitInputOf } from './wizard.setup';
import type { WizardStateConfig } from './wizard.setup';

/**
 * The last step before success (contact) and the submit sub-flow:
 * `booking.submitted` on valid answers starts an attempt (its idempotency key
 * is made once and kept for retries) and submits; a second submit while
 * submitting is ignored, so one attempt is one call. The booking result
 * ends in success. A 409 (the slot was taken) goes back to the calendar,
 * which loads fresh slots, and ends the attempt; a 400 names the refused
 * fields (`fieldErrors`, shown where they were typed); any other failure
 * stays in `failed` too, from which `booking.submitted` retries with the same
 * key (a refused request stored nothing under it). While
 * submitting the visitor cannot leave: a URL change is undone (`syncUrl`).
 */
export function submitStep(product: BookingProduct, step: BookingStep, back: BookingStep | undefined): WizardStateConfig {
  const conflict = product.steps.includes('availability')
    ? [
        {
          guard: { type: 'isSlotConflict' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
          target: '#wizardSteps.availability',
          actions: 'releaseSlot' as const,
        },
      ]
    : [];
  // A new customer (only a product with a customer step has one) was registered with the booking:
  // the site's session is a customer's now.
  const registered = product.steps.includes('customer')
    ? [
        {
          guard: 'isTemporarySession' as const,
          target: '#wizard.success',
          actions: [
            { type: 'assignResult' as const, params: ({ event }: { event: { output: BookingResult } }) => ({ result: event.output }) },
            { type: 'announceSession' as const, params: { kind: 'registered' as const } },
            'markRegistered' as const,
          ],
        },
      ]
    : [];
  return {
    entry: enterStep(step),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'booking.submitted': {
            guard: { type: 'isStepValid', params: { step } },
            target: 'submitting',
            // The attempt's key is kept in the draft: a reload while submitting retries with it.
            actions: ['startAttempt', { type: 'markCompleted', params: { step } }, saveDraftNow],
          },
          ...(back ? { 'step.back': `#wizardSteps.${back}` } : {}),
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submitBooking',
          src: 'submitBooking',
          input: ({ context }) => submitInputOf(context),
          onDone: [
            ...registered,
            { target: '#wizard.success', actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) } },
          ],
          onError: [
            ...conflict,
            {
              guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
              target: 'failed',
              actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
            },
            { target: 'failed', actions: 'assignFailure' },
          ],
        },
        on: {
          'url.changed': { actions: { type: 'syncUrl', params: { step, history: 'replace' as const } } },
          'step.edit': {},
        },
      },
      failed: {
        on: {
          'booking.submitted': { guard: { type: 'isStepValid', params: { step } }, target: 'submitting', actions: ['startAttempt', saveDraftNow] },
          ...(back ? { 'step.back': `#wizardSteps.${back}` } : {}),
        },
      },
    },
  };
}
