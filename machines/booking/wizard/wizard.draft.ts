import { bookingStepSchema } from '../../../api/contract/booking';
import type { BookingDraft } from './wizard.types';

/*
 * The tab's sessionStorage, where a wizard keeps its draft: the chart's
 * `saveDraft` action writes it (on each step, slot and receipt, after the
 * autosave's wait, and as the page goes away), and the edge reads it once
 * as the wizard starts (`input.draft`). Tests provide their own `saveDraft`.
 */

/** Where a product's draft is kept: customer service's apart, so a staff draft never mixes with a customer's. */
export function draftKeyOf(route: string, staff: boolean): string {
  return staff ? `booking-draft:staff:${route}` : `booking-draft:${route}`;
}

/** The tab's sessionStorage, or none (on the server, or when the browser refuses access). */
function tabStorage(): Storage | undefined {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? undefined : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The draft saved before a reload, opened at the step the URL shows
 * (`urlStep`, the `?step=` query). A booking already made is its receipt,
 * for a reload of the receipt or Back to it (`?step=success`); opened anew
 * (from a postal-code form, a link) the wizard starts the next booking.
 */
export function readBookingDraft(key: string, urlStep: unknown): BookingDraft | undefined {
  try {
    const raw = tabStorage()?.getItem(key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as BookingDraft;
    const step = bookingStepSchema.safeParse(urlStep);
    if (draft.result && !(step.success && step.data === 'success')) return undefined;
    return step.success ? { ...draft, step: step.data } : draft;
  } catch {
    return undefined;
  }
}

export function writeBookingDraft(key: string, draft: BookingDraft): void {
  try {
    tabStorage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage may be off or full: the wizard still works, a reload starts over.
  }
}
