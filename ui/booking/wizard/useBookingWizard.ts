import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { bookingStepSchema } from '../../../api/contract/booking';
import { createBookingMachine } from '../../../machines/booking/wizard/wizard.machine';
import type { BookingProduct } from '../../../machines/booking/wizard/products';
import { draftOf } from '../../../machines/booking/wizard/wizard.context';
import { selectBookingWizard } from '../../../machines/booking/wizard/wizard.selectors';
import type { createStaffBookingActors } from '../../../machines/booking/wizard/wizard.staff';
import type { BookingDraft, StaffActingFor } from '../../../machines/booking/wizard/wizard.types';
import { detectDevice } from '../../eidLogin/device';
import { useSessionActorOrNull } from '../../session/SessionContext';
import { useApi } from '../../shell/ApiContext';
import { useRouterAdapter } from '../../shell/RouterAdapter';
import { useSiteActorRef } from '../../devtools/inspector/siteActors';

/**
 * Customer service's wizard: the customer acted for and the staff actors.
 * The actors are handed in (by `StaffBooking`, a chunk of its own) so that
 * visitors' booking pages do not download the staff calls.
 */
export interface StaffWizard {
  actingFor: StaffActingFor;
  actors: ReturnType<typeof createStaffBookingActors>;
}

/** Where a wizard's draft is kept: customer service's apart, so a staff draft never mixes with a customer's. */
const draftKey = (product: BookingProduct, staff: boolean) => (staff ? `booking-draft:staff:${product.route}` : `booking-draft:${product.route}`);

/** The draft saved before a reload, opened at the step the URL shows. */
function readDraft(key: string, urlStep: unknown): BookingDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as BookingDraft;
    const step = bookingStepSchema.safeParse(urlStep);
    return step.success ? { ...draft, step: step.data } : draft;
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, draft: BookingDraft): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage may be off: the wizard still works, a reload starts over.
  }
}

/**
 * Runs one product's booking wizard. The chart makes its own calls (with the
 * API client), follows and moves `?step=` through the router adapter (a
 * history entry per step the visitor takes) and runs BankID for the
 * customer step; this edge keeps the draft in session storage, so a reload
 * keeps what was typed, and tells the chart of the site's session.
 * `sessionId` is the site's logged-in session as the wizard starts (the
 * booking is that customer's). With `staff` (the customer customer service
 * acts for, read once as the wizard starts) it runs the staff variant: no
 * BankID step, the staff actors, a draft of its own.
 */
export function useBookingWizard(
  product: BookingProduct,
  { simulator, sessionId, staff }: { simulator: boolean; sessionId: string | null; staff?: StaffWizard | undefined },
) {
  const api = useApi();
  const router = useRouterAdapter();
  // The visitor's wizard starts under a ready session (`BookingPage`), so its chart runs by then.
  const session = useSessionActorOrNull();
  const staffMode = staff !== undefined;
  const staffActors = staff?.actors;
  const key = draftKey(product, staffMode);

  const machine = useMemo(() => {
    const saveDraft = { saveDraft: (_: unknown, { draft }: { draft: BookingDraft }) => writeDraft(key, draft) };
    return staffMode
      ? createBookingMachine(product, { staff: true }).provide({ actors: staffActors, actions: saveDraft })
      : createBookingMachine(product).provide({ actions: saveDraft });
  }, [product, staffMode, staffActors, key]);

  // Read once, as the wizard starts: the draft, the address's query, a fresh idempotency seed.
  const [input] = useState(() => {
    const query = router.location().query;
    return {
      api,
      router,
      simulator,
      ...(session ? { sessionActor: session } : {}),
      keySeed: typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now()),
      zipCode: query.areaCode,
      discountCode: query.discountCode,
      draft: typeof window === 'undefined' ? undefined : readDraft(key, query.step),
      // On a phone BankID opens on the phone itself; a computer shows the QR code for the phone.
      device: typeof window === 'undefined' ? 'desktop' : detectDevice(),
      ...(sessionId && !staff ? { session: { sessionId } } : {}),
      ...(staff ? { staff: staff.actingFor } : {}),
    };
  });
  const actor = useSiteActorRef(machine, { input });
  const view = useSelector(actor, selectBookingWizard);

  // Leaving the page (a reload, another language, another route) keeps what was typed since the last autosave.
  // This writes storage only; it sends nothing to the wizard.
  useEffect(() => {
    const flush = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.matches({ autosave: 'waiting' })) writeDraft(key, draftOf(snapshot.context));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [actor, key]);

  return { actor, view };
}
