import type { BookingPartner } from '../../../api/pageData';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createBookingMachine } from '../../../machines/booking/wizard/wizard.machine';
import { createWizardActors } from '../../../machines/booking/wizard/wizard.actors';
import type { BookingProduct } from '../../../machines/booking/wizard/products';
import { draftKeyOf, readBookingDraft } from '../../../machines/booking/wizard/wizard.draft';
import { selectBookingWizard } from '../../../machines/booking/wizard/wizard.selectors';
import type { createStaffBookingActors } from '../../../machines/booking/wizard/wizard.staff';
import type { StaffActingFor } from '../../../machines/booking/wizard/wizard.types';
import { analyticsValueOf } from '../../../api/products';
import { detectDevice } from '../../eidLogin/device';
import { track } from '../../shell/analytics/track';
import { useApi } from '../../shell/ApiContext';
import { useRouterAdapter } from '../../shell/RouterAdapter';
import { useSiteActorRef } from '../../site/siteActors';

/**
 * Customer service's wizard: the customer acted for and the staff actors.
 * The actors are handed in (by `StaffBooking`, a chunk of its own) so that
 * visitors' booking pages do not download the staff calls.
 */
export interface StaffWizard {
  actingFor: StaffActingFor;
  actors: ReturnType<typeof createStaffBookingActors>;
}

/**
 * Runs one product's booking wizard: starts its chart and reads it. The
 * chart makes its own calls (with the API client), follows and moves
 * `?step=` through the router adapter (a history entry per step the visitor
 * takes), hears a language switch there (and reloads the form's texts),
 * runs BankID for the customer step and keeps its draft in the tab's
 * sessionStorage, also as the page goes away; this edge hands it the draft
 * once, as it starts, so a reload keeps what was typed. Its calls go through
 * the page's client, which carries the tab's session: `identified` says only
 * whether a customer is logged in on the site as the wizard starts (the
 * booking is that customer's). With `staff` (the customer customer service acts for, read
 * once as the wizard starts) it runs the staff variant: no BankID step, the
 * staff actors, a draft of its own.
 */
export function useBookingWizard(
  product: BookingProduct,
  { simulator, identified, staff, partner }: { simulator: boolean; identified: boolean; staff?: StaffWizard | undefined; partner?: BookingPartner | undefined },
) {
  const api = useApi();
  const router = useRouterAdapter();
  const staffMode = staff !== undefined;
  const staffActors = staff?.actors;

  const machine = useMemo(() => {
    // The wizard's calls (and the customer step's BankID login) with the page's client; the staff variant's calls over them.
    const actors = createWizardActors(api);
    return staffMode
      ? createBookingMachine(product, { staff: true }).provide({ actors: { ...actors, ...staffActors } })
      : createBookingMachine(product).provide({ actors });
  }, [api, product, staffMode, staffActors]);

  // Read once, as the wizard starts: the draft, the address's query, a fresh idempotency seed.
  const [input] = useState(() => {
    const query = router.location().query;
    return {
      router,
      simulator,
      keySeed: typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now()),
      postalCode: query.areaCode,
      discountCode: query.discountCode,
      draft: typeof window === 'undefined' ? undefined : readBookingDraft(draftKeyOf(product.route, staffMode), query.step),
      // On a phone BankID opens on the phone itself; a computer shows the QR code for the phone.
      device: typeof window === 'undefined' ? 'desktop' : detectDevice(),
      ...(identified && !staff ? { identified: true } : {}),
      ...(staff ? { staff: staff.actingFor } : {}),
      // Customer service books for its customer, never through a partner's link.
      ...(partner && !staff ? { partner: { id: partner.id, campaignCode: partner.campaignCode } } : {}),
    };
  });
  const actor = useSiteActorRef(machine, { input });
  const view = useSelector(actor, selectBookingWizard);
  useBookingAnalytics(product, view.step, view.price.price?.totalPriceExclDiscountDeduction ?? null);

  return { actor, view };
}

/**
 * The booking's analytics: each step the visitor comes to, and the booking
 * once made, with its value in SEK (site.md §9: the service's default value,
 * else the price before deductions). A step comes again after Back or a
 * reload, as it does for the visitor; a booking only when this page made
 * it, not when a reload shows its receipt again.
 */
function useBookingAnalytics(product: BookingProduct, step: string | null, priceOre: number | null) {
  const { productId } = product;
  const filling = useRef(false);
  useEffect(() => {
    if (step === null) return;
    track('bookingStep', { productId, step });
    if (step !== 'success') {
      filling.current = true;
      return;
    }
    if (!filling.current) return;
    filling.current = false;
    const value = analyticsValueOf(productId, priceOre);
    track('booking', { productId, ...(value === null ? {} : { value, currency: 'SEK' }) });
    // The price is read as the booking is made, not followed after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, step]);
}
