import { fromCallback, fromPromise } from 'xstate';
import { type AuthStatus } from '../../api/contract/auth';
import { auth } from '../../api/calls/auth';
import type { EidOrder } from '../../api/contract/common';
import type { ApiClient } from '../../api/client/types';
import { eidOpenUrl } from './eidLogin.urls';
import type {
  CancelLoginInput,
  FetchQrInput,
  OpenBankIdAppParams,
  OrderHoldEvent,
  PollStatusInput,
  QrCodeResult,
  StartLoginInput,
} from './eidLogin.types';

/** Cancels an order: fire and forget (cancelling twice is harmless). */
type CancelLoginFn = (input: CancelLoginInput) => void;

/**
 * The `cancelLogin` actor: held for as long as an order is open (the chart
 * invokes it in `polling`), it cancels the order once, either when told to
 * (`order.cancel`, from the exit action `cancelOrder` when the order is left
 * unsettled), when it is stopped without having been told the order
 * settled, or when the page goes away (`pagehide`: a reload, closing the
 * tab, leaving the site), then with `cancelOnPageHide`, which must reach the
 * server from a page that is being unloaded. The last two are what an exit
 * action cannot cover: XState does not run exit actions when an actor is
 * stopped (the login screen unmounts, or a parent such as the booking wizard
 * leaves the state that invoked the login), but it does stop the actor's
 * children; and nothing is stopped when the page itself goes away.
 */
export function cancelLoginOnLeave(cancel: CancelLoginFn, cancelOnPageHide: CancelLoginFn = cancel) {
  return fromCallback<OrderHoldEvent, CancelLoginInput>(({ input, receive }) => {
    let open = true;
    const cancelOnce = (how: CancelLoginFn) => {
      if (!open) return;
      open = false;
      how(input);
    };
    const onPageHide = () => cancelOnce(cancelOnPageHide);
    const page = typeof window === 'undefined' ? undefined : window;
    page?.addEventListener('pagehide', onPageHide);
    receive((event) => {
      if (event.type === 'order.cancel') cancelOnce(cancel);
      else open = false;
    });
    return () => {
      page?.removeEventListener('pagehide', onPageHide);
      cancelOnce(cancel);
    };
  });
}

/**
 * The e-ID login's calls (`/api/v*\/auth`), built from the API client at the
 * edge and given with `.provide()` (tests give their own):
 * - `startLogin`: POST `/v1/auth/login` (`auth.login`, body `{ ssn? }`), the order;
 * - `pollStatus`: POST `/v2/auth/status` (`auth.status`, body `{ orderRef }`);
 * - `fetchQr`: POST `/v1/auth/qr` (`auth.qr`, body `{ token: qrToken }`); a failure only skips one frame of the QR code;
 * - `cancelLogin`: POST `/v1/auth/cancel` (`auth.cancel`), its failure ignored; when the page goes away it
 *   is sent as a beacon, which the browser delivers after the page is gone (a plain call, where there is
 *   no beacon: it may not get out).
 */
export function createEidLoginActors(api: ApiClient) {
  const cancelCall: CancelLoginFn = ({ orderRef }) => {
    api.call(auth.cancel, { body: { orderRef } }).catch(() => undefined);
  };
  return {
    startLogin: fromPromise<EidOrder, StartLoginInput>(({ input }) => api.call(auth.login, { body: input.ssn ? { ssn: input.ssn } : {} })),
    pollStatus: fromPromise<AuthStatus, PollStatusInput>(({ input }) => api.call(auth.status, { body: { orderRef: input.orderRef } })),
    fetchQr: fromPromise<QrCodeResult, FetchQrInput>(({ input }) => api.call(auth.qr, { body: { token: input.qrToken } })),
    cancelLogin: cancelLoginOnLeave(cancelCall, (input) => {
      if (!api.beacon?.(auth.cancel, { body: { orderRef: input.orderRef } })) cancelCall(input);
    }),
  };
}

/**
 * Opens BankID on this device: the BankID app, or with the embedded
 * simulator its test app in a new tab (the simulator's "phone").
 */
export function openBankIdApp({ autoStartToken, simulator }: OpenBankIdAppParams): void {
  if (simulator) window.open(eidOpenUrl(autoStartToken, true), '_blank', 'noopener');
  else window.location.href = eidOpenUrl(autoStartToken, false);
}

/** For the types of code that builds inputs by hand (tests). */
