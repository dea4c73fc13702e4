import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createInviteUserActors } from '../../../machines/myPages/inviteUser/inviteUser.actors';
import { inviteUserMachine } from '../../../machines/myPages/inviteUser/inviteUser.machine';
import type { AccountUsersMachine } from '../../../machines/myPages/accountUsers/accountUsers.machine';
import type { EidDevice } from '../../../machines/eidLogin/eidLogin.types';
import { useSiteActorRef } from '../../site/siteActors';
import { useApi } from '../../shell/ApiContext';
import { useSite } from '../../shell/SiteContext';
import { InvitePanel } from './InvitePanel';

/** The invitation flow's chart, for as long as the panel is open; it tells the list when someone was invited. */
export function InviteFlow({
  device,
  simulator,
  users,
  onClose,
}: {
  device: EidDevice;
  simulator: boolean;
  users: ActorRefFrom<AccountUsersMachine>;
  onClose(): void;
}) {
  const api = useApi();
  const { locale } = useSite();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const machine = useMemo(() => inviteUserMachine.provide({ actors: createInviteUserActors(api) }), [api]);
  const actor = useSiteActorRef(machine, { input: { device, simulator, origin, locale, changesTo: users } });
  return <InvitePanel actor={actor} onClose={onClose} simulator={simulator} />;
}
