import dynamic from 'next/dynamic';
import { Trans, useLingui } from '@lingui/react/macro';
import Head from 'next/head';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { bookingPageMachine } from '../../machines/booking/bookingPage/bookingPage.machine';
import { selectBookingPageView, type BookingPageView } from '../../machines/booking/bookingPage/bookingPage.selectors';
import { bookingProductOf, type BookingProduct } from '../../machines/booking/wizard/products';
import { ContentPageView } from '../page/ContentPageView';
import { SESSION_EXPIRED_SLUG, type BookingPageProps } from '../page/types';
import { useSessionSource } from '../session/SessionContext';
import { useRouterAdapter } from '../shell/RouterAdapter';
import { useSiteActorRef } from '../site/siteActors';
import { useSite } from '../shell/SiteContext';
import { useDirectory } from '../directory/DirectoryContext';
import { PostalCodeForm } from './PostalCodeForm';
import { cx } from '../components/cx';
import { Spinner } from '../components/Spinner';
import styles from './wizard/BookingWizard.module.css';

// Customer service's variant of the wizard, on the staff host only: visitors' booking pages do not download it.
const StaffBooking = dynamic(() => import('./StaffBooking').then((module) => module.StaffBooking), { ssr: false });
// Shown only to a page loaded with the cookies of an ended session (`loadBookingPage`).
const SessionExpiredPage = dynamic(() => import('../page/SessionExpiredPage').then((module) => module.SessionExpiredPage));

/**
 * The wizard's code (its charts, forms and their rules) is the route's own
 * chunk: the wizard never renders on the server, so the page's HTML, header
 * and postal-code form do not wait for it. It is fetched as soon as the page
 * starts, while the session is being learnt.
 */
const loadWizard = () => import('./wizard/BookingWizard').then((module) => ({ default: module.BookingWizard }));
const BookingWizard = lazy(loadWizard);
// The service's questions come after the wizard, in a chunk of their own.
const BookingQuestions = lazy(() => import('./BookingQuestions').then((module) => ({ default: module.BookingQuestions })));

/**
 * A product's booking page. What it shows before the wizard runs is its
 * chart's (`machines/booking/bookingPage`): the postal-code form when the
 * page was opened without one, the wizard's waiting room while the site's
 * session settles, then the wizard, for the customer logged in as it started
 * or for a visitor. The wizard starts in the browser (it restores a draft
 * from session storage, which the server cannot see) and keeps running
 * across a language switch (the same page in the other language): its step,
 * answers, identification and price stay, and the chart reloads the form's
 * texts itself. When the server found the booking refused (a subscribed
 * customer), the error page shows instead. On the staff host customer
 * service books for a customer instead (`StaffBooking`).
 */
export function BookingPage(props: BookingPageProps) {
  const { staffMode } = useDirectory();
  useEffect(() => {
    if (!staffMode) void loadWizard();
  }, [staffMode]);
  // A booking the visitor cannot make (a subscribed customer), or an ended session: its error page instead of the wizard.
  if (props.error?.slug === SESSION_EXPIRED_SLUG) return <SessionExpiredPage shell={props.shell} page={props.page} error={props.error} />;
  if (props.error) return <ContentPageView shell={props.shell} page={props.page} error={props.error} />;
  const product = bookingProductOf(props.route);
  if (!product) return null;
  return (
    <>
      <BookingHead title={props.title} description={props.description} />
      {staffMode ? <StaffBookingOnceMounted {...props} product={product} /> : <CustomerBooking {...props} product={product} />}
    </>
  );
}

type BookingProps = BookingPageProps & { product: BookingProduct };

function BookingHead({ title, description }: { title: string; description: string | undefined }) {
  const { t } = useLingui();
  const { webConfig } = useSite();
  const brand = webConfig?.company.name ?? '';
  return (
    <Head>
      <title>{brand ? t({ id: 'booking.page.title', message: `${title}: book online | ${brand}` }) : title}</title>
      {description && <meta name="description" content={description} />}
      {/* A booking's steps and answers are the visitor's own: nothing here to index. */}
      <meta name="robots" content="noindex" />
    </Head>
  );
}

/** Customer service books for a customer (the staff host): rendered once mounted, as it reads the tab's storage. */
function StaffBookingOnceMounted({ route, product, title, shell }: BookingProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <StaffBooking key={route} product={product} title={title} simulator={shell.eidSimulator} /> : null;
}

const sameView = (a: BookingPageView, b: BookingPageView) => a.show === b.show && (a.show !== 'wizard' || a.identified === (b as typeof a).identified);

function CustomerBooking({ route, product, title, shell, partner, faqId }: BookingProps) {
  const { t } = useLingui();
  const session = useSessionSource();
  const router = useRouterAdapter();
  const page = useSiteActorRef(bookingPageMachine, { input: { session, router } });
  const view = useSelector(page, selectBookingPageView, sameView);
  if (view.show === 'postalCode') {
    return (
      <section className={styles.wizard} aria-labelledby="booking-title" data-testid="booking-postal-code">
        <h1 id="booking-title">{title}</h1>
        <p>{t({ id: 'booking.page.postalCodeFirst', message: 'Enter the postal code where the job is, to see prices and free times there.' })}</p>
        {/* A partner's landing link keeps its campaign code through the postal code. */}
        <PostalCodeForm
          services={[
            {
              productId: product.productId,
              title,
              slug: '',
              ...(product.variant ? { variant: product.variant } : {}),
              ...(partner ? { campaignCode: partner.campaignCode } : {}),
            },
          ]}
        />
      </section>
    );
  }
  // The wizard's room is kept until it starts, so the footer does not jump when it does.
  const waitingRoom = (
    <section className={cx(styles.wizard, styles.waiting)} aria-busy="true">
      <h1>{title}</h1>
      {/* Said only if the wizard takes a moment to start, so a quick start does not flash it. */}
      <p role="status" className={cx(styles.status, styles.slowStart)} data-testid="booking-starting">
        <Spinner /> <Trans id="booking.loading">Loading…</Trans>
      </p>
    </section>
  );
  if (view.show === 'waiting') return waitingRoom;
  return (
    // A wizard per product: another booking route (Click & Go taking over) starts its own; a language switch keeps it.
    <>
      <Suspense fallback={waitingRoom}>
        <BookingWizard key={route} product={product} title={title} simulator={shell.eidSimulator} identified={view.identified} partner={partner} />
      </Suspense>
      {faqId && (
        <Suspense fallback={null}>
          <BookingQuestions faqId={faqId} />
        </Suspense>
      )}
    </>
  );
}
