import { useEffect, useState } from 'react';
import { bookingProductOf } from '../../machines/booking/wizard/products';
import { ContentPageView } from '../page/ContentPageView';
import type { BookingPageProps } from '../page/loadBookingPage';
import { BookingWizard } from './wizard/BookingWizard';

/**
 * A product's booking page. The wizard starts in the browser: it restores a
 * draft from session storage, which the server cannot see. When the server
 * found the booking refused (a subscribed customer), the error page shows.
 */
export function BookingPage({ route, title, shell, page, error }: BookingPageProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const product = bookingProductOf(route);
  // A booking the visitor cannot make (a subscribed customer): its error page instead of the wizard.
  if (error) return <ContentPageView shell={shell} page={page} error={error} />;
  if (!product) return null;
  return mounted ? (
    <BookingWizard product={product} title={title} simulator={shell.eidSimulator} />
  ) : (
    <section style={{ maxWidth: 1100, margin: '2rem auto' }}>
      <h1>{title}</h1>
    </section>
  );
}
