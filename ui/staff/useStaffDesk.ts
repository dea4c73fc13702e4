import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromCallback } from 'xstate';
import { selectStaffDesk } from '../../machines/staffDesk/staffDesk.selectors';
import { staffDeskMachine, type StaffDeskMachine } from '../../machines/staffDesk/staffDesk.machine';
import { createStaffDeskActors } from '../../machines/staffDesk/staffDesk.actors';
import type { StaffDeskEvent } from '../../machines/staffDesk/staffDesk.types';
import { useDirectory } from '../directory/DirectoryContext';
import { useApi } from '../shell/ApiContext';
import { readActingFor } from './actingFor';
import { actFor, stopActingFor, subscribeActingFor } from './actingForStore';
import { useSiteActorRef } from '../site/siteActors';

/** Tells the desk when the tab stops acting for its customer elsewhere on the page (the staff header). */
const watchActingFor = fromCallback<StaffDeskEvent>(({ sendBack }) =>
  subscribeActingFor(() => {
    if (readActingFor() === null) sendBack({ type: 'actingFor.cleared' });
  }),
);

/** The desk with the tab's acting-for store and listener; `rejectToken` tells the sign-on of a refused token. */
export function withStaffDeskEdge(machine: StaffDeskMachine, rejectToken: (accessToken: string | null) => void) {
  return machine.provide({
    actors: { watchActingFor },
    actions: {
      storeActingFor: (_, { customer }) => actFor(customer),
      forgetActingFor: () => stopActingFor(),
      rejectToken: (_, { accessToken }) => rejectToken(accessToken),
    },
  });
}

/**
 * Starts the staff desk for the page with its edge: the tab's acting-for
 * store (the header follows it), the sign-on told of a refused token, the
 * client's current staff token, and the customer stored before a reload.
 */
export function useStaffDesk(machine: StaffDeskMachine = staffDeskMachine) {
  const api = useApi();
  const directory = useDirectory();
  const { actor: signOn, bridge } = directory;
  // The sign-on may start after the desk (its chunk loads lazily): the edge reads the one running when a call is refused.
  const signOnRef = useRef(signOn);
  useEffect(() => {
    signOnRef.current = signOn;
  }, [signOn]);
  const provided = useMemo(
    () =>
      withStaffDeskEdge(machine.provide({ actors: createStaffDeskActors(api) }), (accessToken) =>
        signOnRef.current?.send(accessToken === null ? { type: 'token.rejected' } : { type: 'token.rejected', accessToken }),
      ),
    [api, machine],
  );
  const actor = useSiteActorRef(provided, { input: { readToken: () => bridge.token, actingFor: readActingFor() } });
  const view = useSelector(actor, selectStaffDesk);
  return { actor, view };
}
