import { useSelector } from '@xstate/react';
import { eidLoginMachine } from '../../machines/eidLogin/eidLogin.machine';
import { selectEidLogin } from '../../machines/eidLogin/eidLogin.selectors';
import type { EidDevice, EidLoginResultReceiver } from '../../machines/eidLogin/eidLogin.types';
import { useApi } from '../shell/ApiContext';
import { useSiteActorRef } from '../site/siteActors';

/**
 * Runs one e-ID login on the log-in screen: a computer starts at once, and
 * the result goes to the session (`resultTo`). Leaving the screen stops the
 * actor, which cancels an open order.
 */
export function useEidLogin({ device, simulator, resultTo }: { device: EidDevice; simulator: boolean; resultTo: EidLoginResultReceiver }) {
  const api = useApi();
  const actor = useSiteActorRef(eidLoginMachine, { input: { api, device, simulator, autoStart: device === 'desktop', resultTo } });
  const view = useSelector(actor, selectEidLogin);
  return { view, send: actor.send };
}
