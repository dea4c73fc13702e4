import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { bookingStepSchema } from '../../../api/contract/booking';
import { createBookingMachine } from '../../../machines/booking/wizard/wizard.machine';
import type { BookingProduct } from '../../../machines/booking/wizard/products';
import { draftOf } from '../../../machines/booking/wizard/wizard.context';
import { selectBookingWizard } from '../../../machines/booking/wizard/wizard.selectors';
import type { BookingDraft } from '../../../machines/booking/wizard/wizard.types';
import { detectDevice } from '../../eidLogin/device';
import { useSession } from '../../session/SessionContext';
import { useApi } from '../../shell/ApiContext';
import { useRouterAdapter } from '../../shell/RouterAdapter';

const draftKey = (product: BookingProduct) => `booking-draft:${product.route}`;

/** The draft saved before a reload, opened at the step the URL shows. */
function readDraft(product: BookingProduct, urlStep: unknown): BookingDraft | undefined {
  try {
    const raw = window.sessionStorage.getItem(draftKey(product));
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as BookingDraft;
    const step = bookingStepSchema.safeParse(urlStep);
    return step.success ? { ...draft, step: step.data } : draft;
  } catch {
    return undefined;
  }
}

function writeDraft(product: BookingProduct, draft: BookingDraft): void {
  try {
    window.sessionStorage.setItem(draftKey(product), JSON.stringify(draft));
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
 * booking is that customer's).
 */
export function useBookingWizard(product: BookingProduct, { simulator, sessionId }: { simulator: boolean; sessionId: string | null }) {
  const api = useApi();
  const router = useRouterAdapter();
  const session = useSession();

  const machine = useMemo(
    () => createBookingMachine(product).provide({ actions: { saveDraft: (_, { draft }) => writeDraft(product, draft) } }),
    [product],
  );

  // Read once, as the wizard starts: the draft, the address's query, a fresh idempotency seed.
  const [input] = useState(() => {
    const query = router.location().query;
    return {
      api,
      router,
      simulator,
      sessionActor: session.actor,
      keySeed: typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now()),
      zipCode: query.areaCode,
      discountCode: query.discountCode,
      draft: typeof window === 'undefined' ? undefined : readDraft(product, query.step),
      // On a phone BankID opens on the phone itself; a computer shows the QR code for the phone.
      device: typeof window === 'undefined' ? 'desktop' : detectDevice(),
      ...(sessionId ? { session: { sessionId } } : {}),
    };
  });
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, selectBookingWizard);

  // Leaving the page (a reload, another language, another route) keeps what was typed since the last autosave.
  // This writes storage only; it sends nothing to the wizard.
  useEffect(() => {
    const flush = () => {
      const snapshot = actor.getSnapshot();
      if (snapshot.matches({ autosave: 'waiting' })) writeDraft(product, draftOf(snapshot.context));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [actor, product]);

  return { actor, view };
}
