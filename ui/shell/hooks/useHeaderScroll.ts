import { useSelector } from '@xstate/react';
import { headerScrollMachine } from '../../../machines/shell/headerScroll/headerScroll.machine';
import { selectHeaderScroll } from '../../../machines/shell/headerScroll/headerScroll.selectors';
import { useSiteActorRef } from '../../site/siteActors';

/** Starts the header statechart, which follows the window's scroll position itself. */
export function useHeaderScroll() {
  const actor = useSiteActorRef(headerScrollMachine, {
    input: { scrollY: typeof window === 'undefined' ? 0 : window.scrollY, followScroll: true },
  });
  const view = useSelector(actor, selectHeaderScroll);
  return { view, send: actor.send };
}
