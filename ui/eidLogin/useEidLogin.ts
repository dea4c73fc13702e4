import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { createEidLoginActors } from '../../machines/eidLogin/eidLogin.actors';
import { eidLoginMachine } from '../../machines/eidLogin/eidLogin.machine';
import { selectEidLogin } from '../../machines/eidLogin/eidLogin.selectors';
import type { EidDevice } from '../../machines/eidLogin/eidLogin.types';
import { useApi } from '../shell/ApiContext';
import { useSiteActorRef } from '../site/siteActors';

/**
 * Runs one e-ID login on the log-in screen: a computer starts at once, and
 * the chart tells the tab's session of the result (found in the site's
 * system). Leaving the screen stops the actor, which cancels an open order.
 */
export function useEidLogin({ device, simulator }: { device: EidDevice; simulator: boolean }) {
  const api = useApi();
  const machine = useMemo(() => eidLoginMachine.provide({ actors: createEidLoginActors(api) }), [api]);
  const actor = useSiteActorRef(machine, { input: { device, simulator, autoStart: device === 'desktop', tellsSession: true } });
  const view = useSelector(actor, selectEidLogin);
  return { view, send: actor.send };
}
