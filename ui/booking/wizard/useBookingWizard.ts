import { useActorRef, useSelector } from '@xstate/react';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { bookingStepSchema, type Availability, type BookingResult, type Price, type Promotion } from '../../../api/contract/booking';
import { routePath } from '../../../api/routes';
import { createBookingMachine } from '../../../machines/booking/wizard/wizard.machine';
import type { BookingProduct } from '../../../machines/booking/wizard/products';
import { draftOf } from '../../../machines/booking/wizard/wizard.context';
import { selectBookingWizard } from '../../../machines/booking/wizard/wizard.selectors';
import type {
  AddressCheck,
  BookingDraft,
  BookingFormConfig,
  CheckAddressInput,
  CheckPromotionInput,
  ChooseAccountInput,
  ChosenSession,
  CustomerProfile,
  FetchPriceInput,
  LoadAvailabilityInput,
  LoadConfigInput,
  LoadProfileInput,
  SubmitBookingInput,
} from '../../../machines/booking/wizard/wizard.types';
import { detectDevice } from '../../auth/device';
import { useSession } from '../../session/SessionContext';
import { useApi } from '../../shell/ApiContext';
import { useSite } from '../../shell/SiteContext';
import { checkAddress, checkPromotion, chooseAccount, fetchPrice, loadAvailability, loadConfig, loadProfile, submitBooking } from './bookingCalls';

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
 * Runs one product's booking wizard with its effects at this edge: the
 * booking calls, BankID for the customer step, the step in the URL
 * (`?step=`, a history entry per step the visitor takes), the draft kept in
 * session storage so a reload keeps what was typed, and the site's session
 * told of a BankID login made here. `sessionId` is the site's logged-in
 * session as the wizard starts (the booking is that customer's).
 */
export function useBookingWizard(product: BookingProduct, { simulator, sessionId }: { simulator: boolean; sessionId: string | null }) {
  const api = useApi();
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const { locale } = useSite();
  const session = useSession();
  const query = router.query;

  const machine = useMemo(
    () =>
      createBookingMachine(product).provide({
        actors: {
          loadConfig: fromPromise<BookingFormConfig, LoadConfigInput>(({ input }) => loadConfig(api, input)),
          fetchPrice: fromPromise<Price, FetchPriceInput>(({ input }) => fetchPrice(api, input)),
          loadAvailability: fromPromise<Availability, LoadAvailabilityInput>(({ input }) => loadAvailability(api, input)),
          submitBooking: fromPromise<BookingResult, SubmitBookingInput>(({ input }) =>
            submitBooking(api, input, { bookingUrl: window.location.pathname }),
          ),
          checkPromotion: fromPromise<Promotion, CheckPromotionInput>(({ input }) => checkPromotion(api, input)),
          checkAddress: fromPromise<AddressCheck, CheckAddressInput>(({ input }) => checkAddress(api, input)),
          loadProfile: fromPromise<CustomerProfile, LoadProfileInput>(({ input }) => loadProfile(api, input)),
          chooseAccount: fromPromise<ChosenSession, ChooseAccountInput>(({ input }) => chooseAccount(api, input)),
        },
        actions: {
          syncUrl: (_, { step, history }) => {
            const current = routerRef.current;
            if (current.query.step === step) return;
            // Keep the public (translated) path in the address bar; only `?step=` changes.
            const [path] = current.asPath.split(/[?#]/);
            const params = new URLSearchParams(window.location.search);
            params.set('step', step);
            const navigate = history === 'push' ? current.push : current.replace;
            void navigate({ pathname: current.pathname, query: { ...current.query, step } }, `${path}?${params}`, {
              shallow: true,
              scroll: false,
            });
          },
          saveDraft: (_, { draft }) => writeDraft(product, draft),
          handOver: (_, { route }) => {
            const current = routerRef.current;
            const params = new URLSearchParams(window.location.search);
            params.delete('step');
            const search = params.toString();
            void current.push(`${routePath(route, locale)}${search ? `?${search}` : ''}`, undefined, { locale: false });
          },
        },
      }),
    [api, product, locale],
  );

  const actor = useActorRef(machine, {
    input: {
      api,
      simulator,
      sessionActor: session.actor,
      keySeed: typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now()),
      zipCode: typeof query.areaCode === 'string' ? query.areaCode : undefined,
      discountCode: typeof query.discountCode === 'string' ? query.discountCode : undefined,
      draft: typeof window === 'undefined' ? undefined : readDraft(product, query.step),
      // On a phone BankID opens on the phone itself; a computer shows the QR code for the phone.
      device: typeof window === 'undefined' ? 'desktop' : detectDevice(),
      ...(sessionId ? { session: { sessionId } } : {}),
    },
  });
  const view = useSelector(actor, selectBookingWizard);

  // Browser back and forward change `?step=`: the wizard follows if it can.
  const urlStep = bookingStepSchema.safeParse(query.step);
  useEffect(() => {
    if (urlStep.success && urlStep.data !== view.step) actor.send({ type: 'url.changed', step: urlStep.data });
    // Only the URL drives this; the wizard's own moves update the URL through syncUrl.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlStep.success ? urlStep.data : null]);

  // Leaving the page (a reload, another language, another route) keeps what was typed since the last autosave.
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
