import { assign, setup } from 'xstate';
import { unprovided } from '../../unprovided';
import { fieldErrorsOf, isTooMany, messageRequest, refusedFieldErrors } from './contactMessage.rules';
import type { ContactMessageContext, ContactMessageEvent, ContactMessageRequest } from './contactMessage.types';

/**
 * "Send us a message" in the contact dialog: name, e-mail, an optional phone
 * number and the message, checked with the shared validators, then sent to
 * customer service (which mails a receipt). The messages are the substates
 * of `editing`: fields at fault (`invalid`, from the validators or the
 * server), a failure to send (`failed`, try again) and too many messages
 * from here within the hour (`tooMany`); typing clears them. The call is
 * never retried on its own (a message goes once); `sent` is the thanks and
 * stays until the dialog closes (which stops this chart).
 *
 * Runs with the call the edge provides (`createContactMessageActors(api)`): actor `sendMessage(body)`.
 */
export const contactMessageMachine = setup({
  types: {
    context: {} as ContactMessageContext,
    events: {} as ContactMessageEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** Edge (`createContactMessageActors(api)`). */
    sendMessage: unprovided<void, ContactMessageRequest>('contactMessage', 'sendMessage'),
  },
  actions: {
    assignValue: assign(({ context }, params: { field: keyof ContactMessageContext['values']; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      errors: {},
    })),
    assignFieldErrors: assign(({ context }) => ({ errors: fieldErrorsOf(context.values) })),
    assignRefusal: assign((_, params: { error: unknown }) => ({ errors: refusedFieldErrors(params.error) ?? {} })),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(fieldErrorsOf(context.values)).length > 0,
    isRefused: (_, params: { error: unknown }) => refusedFieldErrors(params.error) !== null,
    isTooMany: (_, params: { error: unknown }) => isTooMany(params.error),
  },
}).createMachine({
  id: 'contactMessage',
  context: { values: { name: '', email: '', phone: '', message: '' }, errors: {} },
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
        input: ({ context }) => messageRequest(context.values),
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

export type ContactMessageMachine = typeof contactMessageMachine;
