import dynamic from 'next/dynamic';
import { Trans, useLingui } from '@lingui/react/macro';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { bookingProductOf } from '../../machines/booking/wizard/products';
import { ContentPageView } from '../page/ContentPageView';
import type { BookingPageProps } from '../page/loadBookingPage';
import { useSession } from '../session/SessionContext';
import { useSite } from '../shell/SiteContext';
import { useDirectory } from '../directory/DirectoryContext';
import { PostalCodeForm } from './PostalCodeForm';
import { cx } from '../components/cx';
import { Spinner } from '../components/Spinner';
import styles from './wizard/BookingWizard.module.css';

// Customer service's variant of the wizard, on the staff host only: visitors' booking pages do not download it.
const StaffBooking = dynamic(() => import('./StaffBooking').then((module) => module.StaffBooking), { ssr: false });

/**
 * The wizard's code (its charts, forms and their rules) is the route's own
 * chunk: the wizard never renders on the server, so the page's HTML, header
 * and postal-code form do not wait for it. It is fetched as soon as the page
 * starts, while the session is being learnt.
 */
const loadWizard = () => import('./wizard/BookingWizard').then((module) => ({ default: module.BookingWizard }));
const BookingWizard = lazy(loadWizard);

/**
 * A product's booking page. The wizard starts in the browser (it restores a
 * draft from session storage, which the server cannot see) once the site's
 * session is known, so a logged-in customer books as themselves from the
 * first price on. It keeps running across a language switch (the same page
 * in the other language): its step, answers, identification and price stay,
 * and the chart reloads the form's texts itself. When the server found the booking
 * refused (a subscribed customer), the error page shows instead. On the
 * staff host customer service books for a customer instead (`StaffBooking`).
 */
export function BookingPage({ route, title, description, shell, page, error }: BookingPageProps) {
  const router = useRouter();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { staffMode } = useDirectory();
  useEffect(() => {
    if (!staffMode) void loadWizard();
  }, [staffMode]);
  const { t } = useLingui();
  const { webConfig } = useSite();
  const brand = webConfig?.company.name ?? '';
  const session = useSession().view;
  // Whether a customer is logged in is read once, as the wizard starts: a login made in the wizard must not restart it.
  const [start, setStart] = useState<{ identified: boolean } | null>(null);
  if (start === null && mounted && session.isReady && !session.busy) {
    setStart({ identified: session.isLoggedIn });
  }
  const product = bookingProductOf(route);
  // Prices, times and the address are for a postal code: a booking opened without one (a shared
  // link) asks for it first, as the service's own form would. Once given it stays given, whatever
  // the wizard later does to the address.
  const hasAreaCode = typeof router.query.areaCode === 'string';
  const [areaCodeGiven, setAreaCodeGiven] = useState(hasAreaCode);
  if (hasAreaCode && !areaCodeGiven) setAreaCodeGiven(true);
  // A booking the visitor cannot make (a subscribed customer): its error page instead of the wizard.
  if (error) return <ContentPageView shell={shell} page={page} error={error} />;
  if (!product) return null;
  // The wizard's room is kept until it starts, so the footer does not jump when it does (the
  // postal-code form of a booking opened without a code is short: no room is kept for it).
  const waitingRoom = (
    <section className={cx(styles.wizard, areaCodeGiven && styles.waiting)} aria-busy="true">
      <h1>{title}</h1>
      {/* Said only if the wizard takes a moment to start, so a quick start does not flash it. */}
      <p role="status" className={cx(styles.status, styles.slowStart)} data-testid="booking-starting">
        <Spinner /> <Trans id="booking.loading">Loading…</Trans>
      </p>
    </section>
  );
  return (
    <>
      <Head>
        <title>{brand ? t({ id: 'booking.page.title', message: `${title}: book online | ${brand}` }) : title}</title>
        {description && <meta name="description" content={description} />}
        {/* A booking's steps and answers are the visitor's own: nothing here to index. */}
        <meta name="robots" content="noindex" />
      </Head>
      {staffMode ? (
        // Customer service books for a customer (the staff host); rendered once mounted, as it reads the tab's storage.
        mounted && <StaffBooking key={route} product={product} title={title} simulator={shell.eidSimulator} />
      ) : !areaCodeGiven ? (
        <section className={styles.wizard} aria-labelledby="booking-title" data-testid="booking-postal-code">
          <h1 id="booking-title">{title}</h1>
          <p>{t({ id: 'booking.page.postalCodeFirst', message: 'Enter the postal code where the job is, to see prices and free times there.' })}</p>
          <PostalCodeForm services={[{ productId: product.productId, title, slug: '', ...(product.variant ? { variant: product.variant } : {}) }]} />
        </section>
      ) : start ? (
        // A wizard per product: another booking route (Click & Go taking over) starts its own; a language switch keeps it.
        <Suspense fallback={waitingRoom}>
          <BookingWizard key={route} product={product} title={title} simulator={shell.eidSimulator} identified={start.identified} />
        </Suspense>
      ) : (
        waitingRoom
      )}
    </>
  );
}
