import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client/types';
import type { AuthStatus } from '../../api/contract/auth';
import type { EidOrder } from '../../api/contract/common';
import type { customer } from '../../api/contract/customer';
import type { ResponseOf } from '../../api/contract/endpoint';
import { createEidLoginActors } from './eidLogin.actors';
import { eidLoginMachine } from './eidLogin.machine';
import type { EidMessageKey } from './eidLogin.messages';
import type { EidDevice, EidLoginResult, PollStatusInput, StartLoginInput } from './eidLogin.types';

/*
 * A BankID sign order (an invitation signed by its inviter, or approved by
 * the person invited) followed by the e-ID login's own chart: one poll
 * every 2 s, one QR refresh every 1 s, autostart on a phone, the same status
 * table and messages, the order cancelled when left. What differs is only
 * how the order is started and polled: its flow starts it with its own call
 * (which has its own payload and refusals) and gives the chart the order;
 * the flow's poll call is provided here.
 */

/** A signing's polled status (`invitationPoll`, `approvePoll`): the login's statuses; `complete` carries `invitationId`. */
type SignStatus = ResponseOf<typeof customer.invitationPoll>;

/** Polls a sign order by its `orderRef` with the flow's call. */
type SignPoll = (api: ApiClient, orderRef: string) => Promise<SignStatus>;

/** A signing never starts an order of its own: its flow does. Reaching this is a defect, shown as the chart's `error`. */
const startedByItsFlow = fromPromise<EidOrder, StartLoginInput>(() =>
  Promise.reject(new Error('eidSign: a sign order is started by its flow, not by the e-ID chart')),
);

/** The e-ID chart of a signing as its flow declares it: it never starts an order; its calls are the edge's (`eidSignMachine`). */
export const unprovidedSignMachine = eidLoginMachine.provide({ actors: { startLogin: startedByItsFlow } });

/** The e-ID chart for the sign orders polled with `poll`, with the e-ID calls of `api`; invoke it with a `SignOrderInput`. */
export function eidSignMachine(api: ApiClient, poll: SignPoll) {
  return eidLoginMachine.provide({
    actors: {
      ...createEidLoginActors(api),
      startLogin: startedByItsFlow,
      // A sign status has the login status's fields (and `invitationId`), so it is read as one.
      pollStatus: fromPromise<AuthStatus, PollStatusInput>(({ input }) => poll(api, input.orderRef)),
    },
  });
}

export type EidSignMachine = ReturnType<typeof eidSignMachine>;

/** What a flow gives the e-ID chart for its sign order. */
interface SignOrderInput {
  device: EidDevice;
  simulator: boolean;
  order: EidOrder;
  /** BankID on this device (true) or another device, as chosen with the start. */
  sameDevice: boolean;
}

/** What a signing flow keeps that its signing chart is given: the device, and the order it started. */
export interface SigningFlowContext {
  device: EidDevice;
  simulator: boolean;
  /** The sign order its flow started; null until then. */
  order: EidOrder | null;
  sameDevice: boolean;
}

/**
 * The signing chart's input from its flow's context (`flow` names the flow
 * in the defect thrown when there is no order yet): the order, polled with
 * the page's client the edge built the chart with, which carries the tab's
 * session (the chart itself knows nothing of sessions).
 */
export function signOrderInputOf(context: SigningFlowContext, flow: string): SignOrderInput {
  if (!context.order) throw new Error(`${flow}: signing without an order`);
  return {
    device: context.device,
    simulator: context.simulator,
    order: context.order,
    sameDevice: context.sameDevice,
  };
}

/** What a flow reads of its signing chart's snapshot (`onSnapshot`). */
export interface SignSnapshotLike {
  value: unknown;
  context: { failureKey: EidMessageKey | null };
}

/**
 * Why the signing failed, once its chart says so: BankID ended the order
 * (`failed`: expired, start failed, cancelled in the app) or a call failed
 * (`error`). The message key of BankID's recommended text; null while the
 * order is open and after it completed.
 */
export function signFailureOf(snapshot: SignSnapshotLike): EidMessageKey | null {
  if (snapshot.value !== 'failed' && snapshot.value !== 'error') return null;
  return snapshot.context.failureKey ?? 'eid.rfa.rfa22';
}

/**
 * A signing flow's `onSnapshot` of its signing chart: once the chart says
 * the signing failed, the flow is `signFailed` with the reason's message
 * key. The flow names the guard `signingFailed` (`signFailureOf(snapshot) !== null`)
 * and the action `assignFailure({ failureKey })`.
 */
export const onSigningFailed = {
  guard: { type: 'signingFailed', params: ({ event }: { event: { snapshot: SignSnapshotLike } }) => ({ snapshot: event.snapshot }) },
  target: 'signFailed',
  actions: {
    type: 'assignFailure',
    params: ({ event }: { event: { snapshot: SignSnapshotLike } }) => ({ failureKey: signFailureOf(event.snapshot) ?? 'eid.rfa.rfa22' }),
  },
} as const;

/** The invitation a completed signing names (`complete` carries `invitationId`), or null. */
export function signedInvitationId(result: EidLoginResult): string | null {
  const id: unknown = (result as { invitationId?: unknown }).invitationId;
  return typeof id === 'string' && id !== '' ? id : null;
}
