import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { SCROLL_DETECTION_DELAY_MS } from '../../../machines/shell/constants';
import { headerScrollMachine } from '../../../machines/shell/headerScroll/headerScroll.machine';
import { selectHeaderScroll } from '../../../machines/shell/headerScroll/headerScroll.selectors';

/** Starts the header statechart and feeds it the window's scroll position. */
export function useHeaderScroll() {
  const actor = useActorRef(headerScrollMachine, {
    input: { scrollY: typeof window === 'undefined' ? 0 : window.scrollY },
  });
  const view = useSelector(actor, selectHeaderScroll);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        actor.send({ type: 'scroll.changed', scrollY: window.scrollY });
      }, SCROLL_DETECTION_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [actor]);

  return { view, send: actor.send };
}
