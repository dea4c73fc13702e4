import type { ApiClient } from '../../api/client/types';
import type { RouterAdapter } from '../../machines/router/router.types';
import { readStaffSsoStorage } from '../../machines/staffSso/staffSso.browser';
import { staffSsoMachine } from '../../machines/staffSso/staffSso.machine';
import { createStaffSsoActors } from '../../machines/staffSso/staffSso.actors';
import { createSiteActor } from '../site/siteActors';

/**
 * Starts the directory sign-on with what this tab stored. Its own module so
 * that the chart is a chunk of its own, loaded only where someone signs on
 * (the staff host, a stored token, a callback, an editor's "log in").
 */
export function startStaffSso(input: { api: ApiClient; router: RouterAdapter; isStaffHost: boolean }) {
  const { api, ...rest } = input;
  const actor = createSiteActor(staffSsoMachine.provide({ actors: createStaffSsoActors(api) }), { input: { ...rest, ...readStaffSsoStorage() } });
  actor.start();
  return actor;
}
