import { assign, setup } from 'xstate';
import { isSessionEnded } from '../shared/changes';
import { unprovided } from '../../unprovided';
import { attemptsLeftOf, carriesKey, CODE_ERRORS, isTooManyCodes, phoneErrorOf, type CodeErrorKey } from './phoneVerification.rules';
import type {
  PhoneVerificationContext,
  PhoneVerificationEvent,
  PhoneVerificationInput,
  SendCodeInput,
  SendCodeResult,
  VerifiedInformation,
  VerifyCodeInput,
} from './phoneVerification.types';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const codeKey = (key: CodeErrorKey) => ({ type: 'assignCodeError', params: ({ event }: { event: { error: unknown } }) => ({ key, error: event.error }) }) as const;

/**
 * Changing the mobile phone number: the customer types the new number, a
 * 6-character code is texted to it, and only a verified code changes the
 * number. Until then the number on file is the one shown (`context.phone`
 * changes in one place: a verified code's answer).
 *
 * The number already on file needs no code: the form says so
 * (`editing.unchanged`). A wrong code can be typed again (with the tries left when the server says);
 * an expired code, too many wrong codes, or no change waiting void the change:
 * the customer starts again. A refused send (429, too many codes this hour)
 * and a failed one are states with a retry. A new code may be sent while
 * waiting for one. Cancel leaves every step but the check of a code (its answer
 * decides which number is the customer's). A 401 ends the flow (the session
 * shows its modal).
 *
 * Starts waiting for a code when a change from an earlier visit is pending.
 * Its calls come from `createPhoneVerificationActors(api)`.
 */
export const phoneVerificationMachine = setup({
  types: {
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
    input: {} as PhoneVerificationInput,
    tags: {} as 'busy',
  },
  actors: {
    sendCode: unprovided<SendCodeResult, SendCodeInput>('phoneVerification', 'sendCode'),
    verifyCode: unprovided<VerifiedInformation, VerifyCodeInput>('phoneVerification', 'verifyCode'),
  },
  actions: {
    assignRequestedPhone: assign((_, params: { phone: string }) => ({ requestedPhone: params.phone })),
    assignCodeSent: assign(({ context }) => ({ pendingPhone: context.requestedPhone, attemptsLeft: null, codeErrorKey: null })),
    assignCode: assign((_, params: { code: string }) => ({ code: params.code })),
    assignPhoneError: assign((_, params: { error: unknown }) => ({ phoneErrorKey: phoneErrorOf(params.error) })),
    assignCodeError: assign((_, params: { key: CodeErrorKey; error: unknown }) => ({
      codeErrorKey: params.key,
      attemptsLeft: params.key === CODE_ERRORS.wrongCode ? attemptsLeftOf(params.error) : null,
    })),
    clearCodeError: assign({ codeErrorKey: null }),
    /** The one place the shown number changes: the server verified the code. */
    assignVerified: assign((_, params: { information: VerifiedInformation }) => ({
      phone: params.information.phone,
      pendingPhone: null,
      code: null,
      attemptsLeft: null,
      codeErrorKey: null,
    })),
    /** The server voided the change (expired, too many tries, none waiting): no code is outstanding. */
    forgetPendingChange: assign({ pendingPhone: null, code: null, attemptsLeft: null, codeErrorKey: null }),
  },
  guards: {
    hasPendingChange: ({ context }) => context.pendingPhone !== null,
    isCodeSent: (_, params: { result: SendCodeResult }) => params.result.verificationRequired,
    isSessionEnded: (_, params: { error: unknown }) => isSessionEnded(params.error),
    isPhoneRefused: (_, params: { error: unknown }) => phoneErrorOf(params.error) !== null,
    isTooManyCodes: (_, params: { error: unknown }) => isTooManyCodes(params.error),
    carries: (_, params: { error: unknown; key: string }) => carriesKey(params.error, params.key),
  },
}).createMachine({
  id: 'phoneVerification',
  context: ({ input }) => ({
    phone: input.phone,
    requestedPhone: input.pendingPhone ?? null,
    pendingPhone: input.pendingPhone ?? null,
    code: null,
    attemptsLeft: null,
    phoneErrorKey: null,
    codeErrorKey: null,
  }),
  initial: 'starting',
  states: {
    // Only passed through: a change pending since an earlier visit waits for its code.
    starting: { always: [{ guard: 'hasPendingChange', target: 'awaitingCode' }, { target: 'idle' }] },
    idle: { on: { 'phone.editRequested': 'editing' } },
    editing: {
      initial: 'idle',
      on: {
        'phone.submitted': { target: 'sending', actions: { type: 'assignRequestedPhone', params: ({ event }) => ({ phone: event.phone }) } },
        'flow.cancelled': 'idle',
      },
      // `refused`: the server refused the number; its message shows on the field.
      // `unchanged`: it is the number on file already; nothing was sent or changed.
      states: { idle: {}, refused: {}, unchanged: {} },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.requestedPhone ?? '' }),
        onDone: [
          { guard: { type: 'isCodeSent', params: ({ event }) => ({ result: event.output }) }, target: 'awaitingCode', actions: 'assignCodeSent' },
          // The server dropped any change that was waiting.
          { target: 'editing.unchanged', actions: 'forgetPendingChange' },
        ],
        onError: [
          { guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' },
          { guard: { type: 'isPhoneRefused', params: errorParams }, target: 'editing.refused', actions: { type: 'assignPhoneError', params: errorParams } },
          { guard: { type: 'isTooManyCodes', params: errorParams }, target: 'sendRefused' },
          { target: 'sendFailed' },
        ],
      },
      on: { 'flow.cancelled': 'idle' },
    },
    sendFailed: { on: { 'retry.requested': 'sending', 'change.restarted': 'editing', 'flow.cancelled': 'idle' } },
    // Too many codes this hour: trying again later may work; nothing was sent.
    sendRefused: { on: { 'retry.requested': 'sending', 'change.restarted': 'editing', 'flow.cancelled': 'idle' } },
    awaitingCode: {
      initial: 'idle',
      on: {
        'code.submitted': { target: 'verifying', actions: { type: 'assignCode', params: ({ event }) => ({ code: event.code }) } },
        'code.resendRequested': 'resending',
        'change.restarted': 'editing',
        'flow.cancelled': 'idle',
      },
      states: {
        idle: {},
        // A new code is on its way; the old one no longer counts.
        resent: {},
        wrongCode: {},
        malformed: {},
        verifyFailed: {},
        resendFailed: {},
        resendRefused: {},
      },
    },
    resending: {
      tags: ['busy'],
      entry: 'clearCodeError',
      invoke: {
        id: 'resendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.pendingPhone ?? '' }),
        onDone: { target: 'awaitingCode.resent', actions: 'assignCodeSent' },
        onError: [
          { guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' },
          { guard: { type: 'isTooManyCodes', params: errorParams }, target: 'awaitingCode.resendRefused' },
          { target: 'awaitingCode.resendFailed' },
        ],
      },
      on: { 'flow.cancelled': 'idle' },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ code: context.code ?? '' }),
        onDone: { target: 'done', actions: { type: 'assignVerified', params: ({ event }) => ({ information: event.output }) } },
        onError: [
          { guard: { type: 'isSessionEnded', params: errorParams }, target: 'ended' },
          {
            guard: { type: 'carries', params: ({ event }) => ({ error: event.error, key: CODE_ERRORS.wrongCode }) },
            target: 'awaitingCode.wrongCode',
            actions: codeKey(CODE_ERRORS.wrongCode),
          },
          {
            guard: { type: 'carries', params: ({ event }) => ({ error: event.error, key: CODE_ERRORS.wrongCodeFormat }) },
            target: 'awaitingCode.malformed',
            actions: codeKey(CODE_ERRORS.wrongCodeFormat),
          },
          {
            guard: { type: 'carries', params: ({ event }) => ({ error: event.error, key: CODE_ERRORS.codeExpired }) },
            target: 'codeExpired',
            actions: 'forgetPendingChange',
          },
          {
            guard: { type: 'carries', params: ({ event }) => ({ error: event.error, key: CODE_ERRORS.tooManyAttempts }) },
            target: 'attemptsExhausted',
            actions: 'forgetPendingChange',
          },
          {
            guard: { type: 'carries', params: ({ event }) => ({ error: event.error, key: CODE_ERRORS.noPendingChange }) },
            target: 'nothingPending',
            actions: 'forgetPendingChange',
          },
          { target: 'awaitingCode.verifyFailed', actions: 'clearCodeError' },
        ],
      },
    },
    // The change is void: the customer starts again (or keeps the number on file).
    codeExpired: { on: { 'change.restarted': 'editing', 'flow.cancelled': 'idle' } },
    attemptsExhausted: { on: { 'change.restarted': 'editing', 'flow.cancelled': 'idle' } },
    nothingPending: { on: { 'change.restarted': 'editing', 'flow.cancelled': 'idle' } },
    // The new number is on file and shown; it can be changed again.
    done: { on: { 'phone.editRequested': 'editing' } },
    ended: {},
  },
});

export type PhoneVerificationMachine = typeof phoneVerificationMachine;
