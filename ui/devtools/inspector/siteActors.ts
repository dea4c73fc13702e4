import { useActorRef } from '@xstate/react';
import { createActor } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { withInspection } from './inspection';

/**
 * `useActorRef` and `createActor` for the site's actors: the same, with the
 * inspector's observer added where the page inspects (`withInspection`).
 * Lint keeps `ui/` from creating actors any other way, so the inspector sees
 * every one.
 */
export const useSiteActorRef = ((logic: AnyActorLogic, options?: object, observer?: unknown) =>
  useActorRef(logic, withInspection(options) as never, observer as never)) as typeof useActorRef;

export const createSiteActor = ((logic: AnyActorLogic, options?: object) => createActor(logic, withInspection(options) as never)) as typeof createActor;
