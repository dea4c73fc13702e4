import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { headerScrollMachine } from '../../machines/shell/headerScroll/headerScroll.machine';
import { selectHeaderScroll } from '../../machines/shell/headerScroll/headerScroll.selectors';
import { useSiteActorRef } from '../site/siteActors';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * A header menu button and its panel (the customer's account menu, the
 * editor menu), as a disclosure with the menu-button keyboard pattern:
 * ArrowDown on the button opens the menu and moves into it; ArrowUp,
 * ArrowDown, Home and End move between its links and buttons; Escape closes
 * it with focus back on the button; focus leaving it, or a press anywhere
 * else, closes it. The open state is the header's submenu chart
 * (`headerScrollMachine`, which also listens for the press outside while
 * open). `onClose` runs whenever the menu is closed here (a menu clears its
 * own timers there).
 */
export function useMenuDisclosure(submenuId: string, onClose?: () => void) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menu = useSiteActorRef(headerScrollMachine, { input: { insideOf: () => rootRef.current } });
  const open = useSelector(menu, (snapshot) => selectHeaderScroll(snapshot).openSubmenuId !== null);
  const focusFirstOnOpen = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const openMenu = useCallback(() => menu.send({ type: 'submenu.opened', id: submenuId }), [menu, submenuId]);
  /** Closes at once, locked or not: Escape, a click outside, focus gone, a link followed. */
  const close = useCallback(
    (returnFocus = false) => {
      onCloseRef.current?.();
      menu.send({ type: 'submenu.dismissed' });
      if (returnFocus) buttonRef.current?.focus();
    },
    [menu],
  );

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  const focusItem = (index: number) => {
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    if (items.length === 0) return;
    items[(index + items.length) % items.length]!.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.target === buttonRef.current && event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        focusItem(0);
      } else {
        focusFirstOnOpen.current = true;
        openMenu();
      }
      return;
    }
    const inPanel = event.target instanceof Node && panelRef.current?.contains(event.target);
    if (!inPanel) return;
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | undefined> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing out of the menu closes it; a click inside keeps it open.
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close();
  };

  return { menu, open, openMenu, close, rootRef, buttonRef, panelRef, onKeyDown, onBlur };
}
