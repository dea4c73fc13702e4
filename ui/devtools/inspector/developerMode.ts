import { useRef } from 'react';
import { DEVELOPER_MODE_KEY } from './inspection';

/** Spec §9: developer mode turns on or off with 2 taps within 500 ms on its spot (the company name in the footer). */
const DEVELOPER_MODE_TAPS = 2;
export const DEVELOPER_MODE_TAP_WINDOW_MS = 500;

/** Turns developer mode on or off, then reloads, so every actor of the page is created inspected (or not). */
function toggleDeveloperMode(): void {
  try {
    const on = window.localStorage.getItem(DEVELOPER_MODE_KEY) === 'on';
    if (on) window.localStorage.removeItem(DEVELOPER_MODE_KEY);
    else window.localStorage.setItem(DEVELOPER_MODE_KEY, 'on');
  } catch {
    return;
  }
  window.location.reload();
}

/**
 * The spot's click handler where the server allows developer mode (spec §6:
 * the toggle is disabled in production unless `DEVELOPER_MODE=allowed`);
 * undefined elsewhere, so the spot is plain text.
 */
export function useDeveloperModeTaps(allowed: boolean, now: () => number = () => Date.now()): (() => void) | undefined {
  const taps = useRef<number[]>([]);
  if (!allowed) return undefined;
  return () => {
    const at = now();
    taps.current = [...taps.current.filter((tap) => at - tap < DEVELOPER_MODE_TAP_WINDOW_MS), at];
    if (taps.current.length >= DEVELOPER_MODE_TAPS) {
      taps.current = [];
      toggleDeveloperMode();
    }
  };
}
