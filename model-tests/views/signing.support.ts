import type { AuthStatus } from '../../api/contract/auth';
import { UnhandledServerError } from '../../api/errors';
import { EID_POLL_INTERVAL_MS } from '../../machines/eidLogin/constants';
import type { FetchQrInput, PollStatusInput, QrCodeResult } from '../../machines/eidLogin/eidLogin.types';
import type { EidSignMachine, SignSnapshotLike } from '../../machines/eidLogin/eidSign';
import { SIGN_ORDER, signingWithFakes } from '../myPages/users.support';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { advance, settle, type InvokeEvent } from '../support/viewModel';

/**
 * What the view tests of the signing flows (inviting, answering an
 * invitation) share: the real e-ID chart runs the signing on the page, its
 * calls are fakes, and the walk's signing events are played as the poll's
 * answers.
 */

/** The signing's fakes in a view test's env. */
export interface SigningEnv {
  poll: ControllableActor<AuthStatus, PollStatusInput>;
  qr: ControllableActor<QrCodeResult, FetchQrInput>;
  /** Each order the e-ID chart cancelled, in order. */
  cancels: string[];
}

/** The flow's `signOrder` (the real e-ID chart given `sign`) with its poll, QR code and cancel faked. */
export function signingFakes(sign: EidSignMachine): SigningEnv & { logic: EidSignMachine } {
  const poll = controllableActor<AuthStatus, PollStatusInput>();
  return { ...signingWithFakes(sign, { pollStatus: poll.logic }), poll };
}

/** Lets the signing's next poll come and answers it (the e-ID chart polls every 2 s). */
async function answerPoll(env: SigningEnv, answer: (poll: SigningEnv['poll']) => void): Promise<void> {
  advance(EID_POLL_INTERVAL_MS);
  answer(env.poll);
  await settle();
}

/** The e-ID chart's own news, which the flow follows: BankID ended the order (cancelled in the app), a poll failed, or still pending. */
export const signingNews = {
  'xstate.snapshot.signOrder': (event: { snapshot?: SignSnapshotLike }, env: SigningEnv) =>
    answerPoll(env, (poll) => {
      const value = event.snapshot?.value;
      if (value === 'failed') poll.resolve({ status: 'userCancel', orderRef: SIGN_ORDER.orderRef, hintCode: 'userCancel' });
      else if (value === 'error') poll.reject(new UnhandledServerError());
      else poll.resolve({ status: 'pending', orderRef: SIGN_ORDER.orderRef, hintCode: 'outstandingTransaction' });
    }),
};

/** The signing completes: the poll answers `complete` (the walk's output). The chart never fails as an actor. */
export const signingInvoke = {
  done: (event: InvokeEvent, env: SigningEnv) => answerPoll(env, (poll) => poll.resolve(event.output as AuthStatus)),
  error: () => {
    throw new Error('the signing chart never fails as an actor');
  },
};
