import { fromCallback, fromPromise } from 'xstate';
import type { AuthStatus } from '../../api/contract/auth';
import type { EidOrder } from '../../api/contract/common';
import type {
  CancelLoginInput,
  FetchQrInput,
  OrderHoldEvent,
  PollStatusInput,
  QrCodeResult,
  StartLoginInput,
} from './eidLogin.types';

function notProvided(name: string): Error {
  return new Error(`eidLogin: the edge provides the "${name}" actor`);
}

/**
 * Placeholder for `startLogin`: the edge provides one posting to
 * `/v1/auth/login` (`auth.login`, body `{ ssn }`) and answering the order.
 * If its `signal` is aborted (the visitor left while the order was being
 * started) it should cancel the order it got, since the chart never saw it.
 */
export const startLoginPlaceholder = fromPromise<EidOrder, StartLoginInput>(async () => {
  throw notProvided('startLogin');
});

/** Placeholder for `pollStatus`: the edge provides one posting `{ orderRef }` to `/v2/auth/status` (`auth.status`). */
export const pollStatusPlaceholder = fromPromise<AuthStatus, PollStatusInput>(async () => {
  throw notProvided('pollStatus');
});

/**
 * Placeholder for `fetchQr`: the edge provides one posting `{ token: qrToken }`
 * to `/v1/auth/qr` (`auth.qr`). A failure only skips one frame of the QR code.
 */
export const fetchQrPlaceholder = fromPromise<QrCodeResult, FetchQrInput>(async () => {
  throw notProvided('fetchQr');
});

/** Cancels an order: fire and forget (the edge posts `/v1/auth/cancel` and ignores failures; cancelling twice is harmless). */
export type CancelLoginFn = (input: CancelLoginInput) => void;

/**
 * The `cancelLogin` actor: held for as long as an order is open (the chart
 * invokes it in `polling`), it cancels the order once, either when told to
 * (`order.cancel`, from the exit action `cancelOrder` when the order is left
 * unsettled) or when it is stopped without having been told the order
 * settled. The second case is the one an exit action cannot cover: XState
 * does not run exit actions when an actor is stopped (the login screen
 * unmounts, or a parent such as the booking wizard leaves the state that
 * invoked the login), but it does stop the actor's children.
 *
 * The edge provides `cancelLogin: cancelLoginOnLeave((input) => …post /v1/auth/cancel…)`.
 */
export function cancelLoginOnLeave(cancel: CancelLoginFn) {
  return fromCallback<OrderHoldEvent, CancelLoginInput>(({ input, receive }) => {
    let open = true;
    const cancelOnce = () => {
      if (!open) return;
      open = false;
      cancel(input);
    };
    receive((event) => {
      if (event.type === 'order.cancel') cancelOnce();
      else open = false;
    });
    return cancelOnce;
  });
}

/** Placeholder for `cancelLogin`: holds the order but cancels nothing. */
export const cancelLoginPlaceholder = cancelLoginOnLeave(() => {});
