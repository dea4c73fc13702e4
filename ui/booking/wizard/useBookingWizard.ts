import { useActorRef, useSelector } from '@xstate/react';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { bookingStepSchema, type Availability, type BookingResult, type Price, type Promotion } from '../../../api/contract/booking';
import { createBookingMachine } from '../../../machines/booking/wizard/wizard.machine';
import type { BookingProduct } from '../../../machines/booking/wizard/products';
import { selectBookingWizard } from '../../../machines/booking/wizard/wizard.selectors';
import type {
  AddressCheck,
  BookingDraft,
  BookingFormConfig,
  CheckAddressInput,
  CheckPromotionInput,
  FetchPriceInput,
  LoadAvailabilityInput,
  LoadConfigInput,
  SubmitBookingInput,
} from '../../../machines/booking/wizard/wizard.types';
import { provideEidLogin } from '../../auth/Login/useEidLogin';
import { useApi } from '../../shell/ApiContext';
import { checkAddress, checkPromotion, fetchPrice, loadAvailability, loadConfig, submitBooking } from './bookingCalls';

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

/**
 * Runs one product's booking wizard with its effects at this edge: the
 * booking calls, BankID for the customer step, the step in the URL
 * (`?step=`), and the draft kept in session storage so a reload keeps what
 * was typed.
 */
export function useBookingWizard(product: BookingProduct, { simulator }: { simulator: boolean }) {
  const api = useApi();
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
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
          eidLogin: provideEidLogin(api, simulator),
        },
        actions: {
          syncUrl: (_, { step }) => {
            const current = routerRef.current;
            if (current.query.step === step) return;
            // Keep the public (translated) path in the address bar; only `?step=` changes.
            const [path] = current.asPath.split(/[?#]/);
            const params = new URLSearchParams(window.location.search);
            params.set('step', step);
            void current.replace({ pathname: current.pathname, query: { ...current.query, step } }, `${path}?${params}`, {
              shallow: true,
              scroll: false,
            });
          },
          saveDraft: (_, { draft }) => {
            try {
              window.sessionStorage.setItem(draftKey(product), JSON.stringify(draft));
            } catch {
              // Storage may be off: the wizard still works, a reload starts over.
            }
          },
          clearDraft: () => {
            try {
              window.sessionStorage.removeItem(draftKey(product));
            } catch {
              // Nothing stored.
            }
          },
        },
      }),
    [api, product, simulator],
  );

  const actor = useActorRef(machine, {
    input: {
      keySeed: typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now()),
      zipCode: typeof query.areaCode === 'string' ? query.areaCode : undefined,
      discountCode: typeof query.discountCode === 'string' ? query.discountCode : undefined,
      draft: typeof window === 'undefined' ? undefined : readDraft(product, query.step),
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

  return { actor, view };
}
