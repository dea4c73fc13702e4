import { assign, setup } from 'xstate';
import { unprovided } from '../../unprovided';
import { fieldErrorsOf, isTooMany, refusedFieldErrors } from './messageForm.rules';
import type { MessageFormContext, MessageFormEvent, MessageFormSpec } from './messageForm.types';

/**
 * A form that sends one message to us: the contact dialog's message to
 * customer service, a company's partner application, an employer's interest
 * in home services as an employee benefit. The fields are checked with
 * their rules, then sent. The messages are the substates of `editing`:
 * fields at fault (`invalid`, from the rules or the server), a failure to
 * send (`failed`, try again) and too many sent from here within the hour
 * (`tooMany`); typing clears them. The call is never retried on its own (a
 * message goes once); `sent` is the thanks and stays until the form goes
 * (which stops the chart).
 *
 * Runs with the call the edge provides (`createMessageFormActors(api, endpoint)`): actor `sendMessage(body)`.
 */
export function createMessageFormMachine<F extends string, B extends object>(fieldsSpec: MessageFormSpec<F, B>) {
  // The chart is one shape for every form: fields by name, the body an object.
  const spec = fieldsSpec as unknown as MessageFormSpec<string, object>;
  const empty: Record<string, string> = Object.fromEntries(spec.fields.map((field) => [field, '']));
  return setup({
    types: {
      context: {} as MessageFormContext<string>,
      events: {} as MessageFormEvent<string>,
      tags: {} as 'busy',
    },
    actors: {
      /** Edge (`createMessageFormActors(api, endpoint)`). */
      sendMessage: unprovided<void, object>(spec.id, 'sendMessage'),
    },
    actions: {
      assignValue: assign(({ context }, params: { field: string; value: string }) => ({
        values: { ...context.values, [params.field]: params.value },
        errors: {},
      })),
      assignFieldErrors: assign(({ context }) => ({ errors: fieldErrorsOf(spec, context.values) })),
      assignRefusal: assign((_, params: { error: unknown }) => ({ errors: refusedFieldErrors(spec.fields, params.error) ?? {} })),
    },
    guards: {
      isInvalid: ({ context }) => Object.keys(fieldErrorsOf(spec, context.values)).length > 0,
      isRefused: (_, params: { error: unknown }) => refusedFieldErrors(spec.fields, params.error) !== null,
      isTooMany: (_, params: { error: unknown }) => isTooMany(params.error),
    },
  }).createMachine({
    id: spec.id,
    context: { values: empty, errors: {} },
    initial: 'editing',
    states: {
      editing: {
        initial: 'idle',
        on: {
          'field.changed': { target: '.idle', actions: { type: 'assignValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
          'message.submitted': [{ guard: 'isInvalid', target: '.invalid', actions: 'assignFieldErrors' }, { target: 'sending' }],
        },
        // One substate per message; typing clears it.
        states: {
          idle: {},
          invalid: {},
          failed: {},
          tooMany: {},
        },
      },
      sending: {
        tags: ['busy'],
        invoke: {
          id: 'sendMessage',
          src: 'sendMessage',
          input: ({ context }) => spec.request(context.values),
          onDone: { target: 'sent' },
          onError: [
            {
              guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
              target: 'editing.invalid',
              actions: { type: 'assignRefusal', params: ({ event }) => ({ error: event.error }) },
            },
            { guard: { type: 'isTooMany', params: ({ event }) => ({ error: event.error }) }, target: 'editing.tooMany' },
            { target: 'editing.failed' },
          ],
        },
      },
      sent: {},
    },
  });
}

export type MessageFormMachine = ReturnType<typeof createMessageFormMachine>;
