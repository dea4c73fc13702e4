import type { SnapshotFrom } from 'xstate';
import type { HeaderScrollMachine } from './headerScroll.machine';

type HeaderScrollSnapshot = SnapshotFrom<HeaderScrollMachine>;

/** What the header view renders. */
interface HeaderScrollView {
  /** Slide the header out of view. */
  hidden: boolean;
  /** Id of the open submenu, or null. */
  openSubmenuId: string | null;
  /** Menu events are currently ignored (just opened). */
  menuLocked: boolean;
}

export function selectHeaderScroll(snapshot: HeaderScrollSnapshot): HeaderScrollView {
  return {
    hidden: snapshot.hasTag('hidden'),
    openSubmenuId: snapshot.hasTag('submenuOpen') ? snapshot.context.submenuId : null,
    menuLocked: snapshot.matches({ submenu: { open: 'locked' } }),
  };
}
