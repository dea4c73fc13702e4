import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { auth, type AuthStatus } from '../../../api/contract/auth';
import type { EidOrder } from '../../../api/contract/common';
import { cancelLoginOnLeave } from '../../../machines/auth/eidLogin.actors';
import { eidLoginMachine } from '../../../machines/auth/eidLogin.machine';
import { bankIdAutoStartUrl, selectEidLogin } from '../../../machines/auth/eidLogin.selectors';
import type {
  EidDevice,
  FetchQrInput,
  PollStatusInput,
  QrCodeResult,
  StartLoginInput,
} from '../../../machines/auth/eidLogin.types';
import type { ApiClient } from '../../../api/client';
import { useApi } from '../../shell/ApiContext';

/** The embedded simulator's "phone": its test app takes the autostart token. */
export const simulatorAutoStartUrl = (autoStartToken: string) =>
  `/eid-simulator?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;

/** Where "open BankID on this device" leads: the BankID app, or the simulator's test app. */
export const eidOpenUrl = (autoStartToken: string, simulator: boolean) =>
  simulator ? simulatorAutoStartUrl(autoStartToken) : bankIdAutoStartUrl(autoStartToken);

/**
 * The e-ID login statechart with its effects at this edge: the calls of
 * `/api/v*\/auth` and the app launch. Used by the log-in page and, as a
 * child actor, by the booking wizard's customer step.
 */
export function provideEidLogin(api: ApiClient, simulator: boolean) {
  return eidLoginMachine.provide({
    actors: {
      startLogin: fromPromise<EidOrder, StartLoginInput>(({ input }) =>
        api.call(auth.login, { body: input.ssn ? { ssn: input.ssn } : {} }),
      ),
      pollStatus: fromPromise<AuthStatus, PollStatusInput>(({ input }) => api.call(auth.status, { body: input })),
      fetchQr: fromPromise<QrCodeResult, FetchQrInput>(({ input }) => api.call(auth.qr, { body: { token: input.qrToken } })),
      cancelLogin: cancelLoginOnLeave(({ orderRef }) => {
        api.call(auth.cancel, { body: { orderRef } }).catch(() => undefined);
      }),
    },
    actions: {
      openBankIdApp: (_, { autoStartToken }) => {
        if (simulator) window.open(eidOpenUrl(autoStartToken, true), '_blank', 'noopener');
        else window.location.href = eidOpenUrl(autoStartToken, false);
      },
    },
  });
}

/**
 * Runs one e-ID login on the log-in screen. Leaving the screen stops the
 * actor, which cancels an open order.
 */
export function useEidLogin({ device, simulator }: { device: EidDevice; simulator: boolean }) {
  const api = useApi();
  const machine = useMemo(() => provideEidLogin(api, simulator), [api, simulator]);
  const actor = useActorRef(machine, { input: { device } });
  const view = useSelector(actor, selectEidLogin);
  const result = useSelector(actor, (snapshot) => snapshot.context.result);
  const autoStartToken = useSelector(actor, (snapshot) => snapshot.context.order?.autoStartToken ?? null);
  const openUrl = autoStartToken ? eidOpenUrl(autoStartToken, simulator) : null;
  return { view, result, openUrl, send: actor.send };
}
