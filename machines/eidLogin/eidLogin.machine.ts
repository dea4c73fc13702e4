import { and, assign, enqueueActions, sendTo, setup } from 'xstate';
import type { AuthStatus } from '../../api/contract/auth';
import type { EidOrder } from '../../api/contract/common';
import { SESSION_SYSTEM_ID } from '../session/constants';
import { EID_POLL_INTERVAL_MS, EID_QR_REFRESH_INTERVAL_MS } from './constants';
import { cancelLoginOnLeave, openBankIdApp } from './eidLogin.actors';
import { unprovided } from '../unprovided';
import { eidErrorMessageKey, eidStatusMessageKey } from './eidLogin.messages';
import type { EidMessageKey } from './eidLogin.messages';
import type {
  EidLoginContext,
  EidLoginEvent,
  EidLoginInput,
  EidLoginResult,
  EidLoginResultReceiver,
  FetchQrInput,
  OpenBankIdAppParams,
  OrderHoldEvent,
  PollStatusInput,
  QrCodeResult,
  StartLoginInput,
} from './eidLogin.types';

/** The QR code is shown on a computer, and on a phone when BankID is on another device. */
export function usesQr(context: Pick<EidLoginContext, 'device' | 'sameDevice'>): boolean {
  return context.device === 'desktop' || !context.sameDevice;
}

function requireOrder(context: EidLoginContext): EidOrder {
  if (!context.order) throw new Error('eidLogin: no order while polling');
  return context.order;
}

function requireResult(context: EidLoginContext): EidLoginResult {
  if (!context.result) throw new Error('eidLogin: done without a result');
  return context.result;
}

function isResult(status: AuthStatus): status is EidLoginResult {
  return status.status === 'complete' || status.status === 'choice';
}

/**
 * The polled answer that ends the order (complete, choice, or a failure): the
 * only event that leaves `polling` with nothing to cancel. Read from the
 * event the exit runs for (an exit action sees it; the context is not yet updated).
 */
function isSettlement(event: { type: string }): boolean {
  return event.type === 'xstate.done.actor.pollStatus';
}

/**
 * The e-ID (BankID) login (spec §4, calls.md §4): start an order, poll its
 * status every 2 s while `pending`/`pendingUserSign`, refresh the QR code
 * every 1 s while the status is pending or unset, open the BankID app once on
 * a phone identifying on the same device. `complete` and `choice` end in
 * final states whose output is the status (a parent, e.g. the session or a
 * booking wizard, reads it as the child's output); `expired`, `startFailed`,
 * `userCancel` end in `failed`, a failed call in `error`, both with a BankID
 * message key; a retry starts a fresh order. Leaving an open order cancels it
 * once: `login.cancelled`, a failed poll, the actor being stopped, or the
 * page going away (`pagehide`: the holder sends the cancel as a beacon).
 *
 * Given an `order` its caller started (a BankID sign order: the caller made
 * the call that starts it, with its own payload and refusals), the chart
 * follows that order from the start, with the same poll, QR code, autostart,
 * messages and cancel; the caller provides the `pollStatus` of that order
 * (`eidSign.ts`) and ends or retries it by stopping the chart.
 *
 * Runs with the calls the edge provides (`createEidLoginActors(api)`):
 * - actors `startLogin({ ssn? })` → `EidOrder`, `pollStatus({ orderRef })` →
 *   `AuthStatus`, `fetchQr({ qrToken })` → `{ qrCode }`, and `cancelLogin({ orderRef })`
 *   built with `cancelLoginOnLeave(cancel)`;
 * - action `openBankIdApp({ autoStartToken, simulator })` (the BankID app, or the simulator's test app);
 * - `autoStart` starts at once; with `tellsSession` the tab's session (`system.get('session')`) is sent `login.completed` with the result;
 * - delays `pollInterval` (2000 ms), `qrRefreshInterval` (1000 ms).
 */
export const eidLoginMachine = setup({
  types: {
    context: {} as EidLoginContext,
    events: {} as EidLoginEvent,
    input: {} as EidLoginInput,
    output: {} as EidLoginResult,
    tags: {} as 'orderOpen',
  },
  actors: {
    /** Edge (`createEidLoginActors(api)`): the calls. */
    startLogin: unprovided<EidOrder, StartLoginInput>('eidLogin', 'startLogin'),
    pollStatus: unprovided<AuthStatus, PollStatusInput>('eidLogin', 'pollStatus'),
    fetchQr: unprovided<QrCodeResult, FetchQrInput>('eidLogin', 'fetchQr'),
    // Without the edge's calls no order opens (`startLogin` fails), so there is none to cancel.
    cancelLogin: cancelLoginOnLeave(() => {}),
  },
  actions: {
    chooseDevice: assign({
      sameDevice: ({ context, event }) =>
        event.type === 'login.started' && event.sameDevice !== undefined ? event.sameDevice : context.sameDevice,
    }),
    changeDevice: assign({
      sameDevice: ({ context, event }) => (event.type === 'device.changed' ? event.sameDevice : context.sameDevice),
    }),
    resetOrder: assign({ order: null, qrToken: null, qrCode: null, lastStatus: null, failureKey: null, result: null }),
    assignOrder: assign((_, params: { order: EidOrder }) => ({ order: params.order, qrToken: params.order.qrToken })),
    assignStatus: assign(({ context }, params: { status: AuthStatus }) => ({
      lastStatus: params.status,
      qrToken: params.status.qrToken ?? context.qrToken,
    })),
    assignResult: assign((_, params: { result: EidLoginResult }) => ({ result: params.result })),
    assignFailure: assign((_, params: { failureKey: EidMessageKey }) => ({ failureKey: params.failureKey })),
    assignQrCode: assign((_, params: { qrCode: string }) => ({ qrCode: params.qrCode })),
    openBankIdApp: (_, params: OpenBankIdAppParams) => openBankIdApp(params),
    /** The session (from the log-in page) learns of the login from the chart, not from a view: found in the tab's system. */
    reportResult: enqueueActions(({ context, system, enqueue }) => {
      const session = context.tellsSession ? (system.get(SESSION_SYSTEM_ID) as EidLoginResultReceiver | undefined) : undefined;
      if (session && context.result) enqueue.sendTo(session, { type: 'login.completed', result: context.result });
    }),
    /** Leaving `polling`: cancel the order unless a polled answer settled it. */
    cancelOrder: sendTo('cancelLogin', ({ event }): OrderHoldEvent =>
      isSettlement(event) ? { type: 'order.settled' } : { type: 'order.cancel' },
    ),
  },
  guards: {
    opensAppHere: ({ context }) => context.device === 'mobile' && context.sameDevice,
    isPending: (_, params: { status: AuthStatus }) =>
      params.status.status === 'pending' || params.status.status === 'pendingUserSign',
    isComplete: (_, params: { status: AuthStatus }) => params.status.status === 'complete',
    isChoice: (_, params: { status: AuthStatus }) => params.status.status === 'choice',
    startsAtOnce: ({ context }) => context.autoStart,
    hasGivenOrder: ({ context }) => context.order !== null,
    needsQr: ({ context }) => usesQr(context) && (context.lastStatus === null || context.lastStatus.status === 'pending'),
  },
  delays: {
    pollInterval: EID_POLL_INTERVAL_MS,
    qrRefreshInterval: EID_QR_REFRESH_INTERVAL_MS,
  },
}).createMachine({
  id: 'eidLogin',
  context: ({ input }) => ({
    device: input.device,
    autoStart: input.autoStart ?? false,
    simulator: input.simulator ?? false,
    tellsSession: input.tellsSession ?? false,
    personalNumber: input.personalNumber ?? null,
    sameDevice: input.sameDevice ?? input.device === 'mobile',
    order: input.order ?? null,
    qrToken: input.order?.qrToken ?? null,
    qrCode: null,
    lastStatus: null,
    failureKey: null,
    result: null,
  }),
  initial: 'opening',
  output: ({ context }) => requireResult(context),
  states: {
    // Decided once: an order its caller started (a signing) is followed at once, opening BankID on a
    // phone that uses it here; a computer's log-in page starts at once; a phone waits for the visitor's choice.
    opening: {
      always: [
        {
          guard: and(['hasGivenOrder', 'opensAppHere']),
          target: 'polling',
          actions: {
            type: 'openBankIdApp',
            params: ({ context }) => ({ autoStartToken: requireOrder(context).autoStartToken, simulator: context.simulator }),
          },
        },
        { guard: 'hasGivenOrder', target: 'polling' },
        { guard: 'startsAtOnce', target: 'starting' },
        { target: 'idle' },
      ],
    },
    // Before an order the device is chosen with the start itself (`login.started` carries it).
    idle: {
      entry: 'resetOrder',
      on: { 'login.started': { target: 'starting', actions: 'chooseDevice' } },
    },
    starting: {
      entry: 'resetOrder',
      invoke: {
        id: 'startLogin',
        src: 'startLogin',
        input: ({ context }) => (context.personalNumber ? { ssn: context.personalNumber } : {}),
        onDone: [
          {
            guard: 'opensAppHere',
            target: 'polling',
            actions: [
              { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
              {
                type: 'openBankIdApp',
                params: ({ context, event }) => ({ autoStartToken: event.output.autoStartToken, simulator: context.simulator }),
              },
            ],
          },
          { target: 'polling', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) } },
        ],
        onError: {
          target: 'error',
          actions: { type: 'assignFailure', params: ({ event }) => ({ failureKey: eidErrorMessageKey(event.error) }) },
        },
      },
      on: { 'login.cancelled': 'idle', 'device.changed': { actions: 'changeDevice' } },
    },
    polling: {
      type: 'parallel',
      tags: ['orderOpen'],
      // Held while the order is open; cancels it when `polling` is left unsettled or the actor stops.
      invoke: {
        id: 'cancelLogin',
        src: 'cancelLogin',
        input: ({ context }) => ({ orderRef: requireOrder(context).orderRef }),
      },
      exit: 'cancelOrder',
      on: { 'login.cancelled': 'idle' },
      states: {
        status: {
          initial: 'waiting',
          states: {
            waiting: { after: { pollInterval: 'checking' } },
            checking: {
              invoke: {
                id: 'pollStatus',
                src: 'pollStatus',
                input: ({ context }) => ({ orderRef: requireOrder(context).orderRef }),
                onDone: [
                  {
                    guard: { type: 'isPending', params: ({ event }) => ({ status: event.output }) },
                    target: 'waiting',
                    actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
                  },
                  {
                    guard: { type: 'isComplete', params: ({ event }) => ({ status: event.output }) },
                    target: '#eidLogin.complete',
                    actions: { type: 'assignResult', params: ({ event }) => ({ result: asResult(event.output) }) },
                  },
                  {
                    guard: { type: 'isChoice', params: ({ event }) => ({ status: event.output }) },
                    target: '#eidLogin.choice',
                    actions: { type: 'assignResult', params: ({ event }) => ({ result: asResult(event.output) }) },
                  },
                  {
                    target: '#eidLogin.failed',
                    actions: [
                      { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
                      {
                        type: 'assignFailure',
                        params: ({ context, event }) => ({
                          failureKey: eidStatusMessageKey(event.output, context) ?? 'eid.rfa.rfa22',
                        }),
                      },
                    ],
                  },
                ],
                onError: {
                  target: '#eidLogin.error',
                  actions: { type: 'assignFailure', params: ({ event }) => ({ failureKey: eidErrorMessageKey(event.error) }) },
                },
              },
            },
          },
        },
        qr: {
          initial: 'deciding',
          // Switching device re-decides at once: the QR code appears (or stops) without waiting a tick.
          on: { 'device.changed': { target: '.deciding', actions: 'changeDevice' } },
          states: {
            // Every tick fetches a frame only while the QR code is shown and the status is pending or
            // unset; otherwise it waits for the next tick (the status may turn pending again).
            deciding: { always: [{ guard: 'needsQr', target: 'fetching' }, { target: 'waiting' }] },
            fetching: {
              invoke: {
                id: 'fetchQr',
                src: 'fetchQr',
                input: ({ context }) => ({ qrToken: context.qrToken ?? requireOrder(context).qrToken }),
                onDone: {
                  target: 'waiting',
                  actions: { type: 'assignQrCode', params: ({ event }) => ({ qrCode: event.output.qrCode }) },
                },
                // A missed frame is not a failed login: the next tick fetches again.
                onError: { target: 'waiting' },
              },
            },
            waiting: { after: { qrRefreshInterval: 'deciding' } },
          },
        },
      },
    },
    complete: { type: 'final', entry: 'reportResult' },
    choice: { type: 'final', entry: 'reportResult' },
    // The device may change before a retry; the choice carries over to the fresh order.
    failed: {
      on: { 'login.retried': 'starting', 'login.cancelled': 'idle', 'device.changed': { actions: 'changeDevice' } },
    },
    error: {
      on: { 'login.retried': 'starting', 'login.cancelled': 'idle', 'device.changed': { actions: 'changeDevice' } },
    },
  },
});

function asResult(status: AuthStatus): EidLoginResult {
  if (!isResult(status)) throw new Error(`eidLogin: ${status.status} is not a result`);
  return status;
}

export type EidLoginMachine = typeof eidLoginMachine;
