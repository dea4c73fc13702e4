import { useEffect, useState } from 'react';
import { bookingProductOf } from '../../machines/booking/wizard/products';
import type { BookingPageProps } from '../page/loadBookingPage';
import { BookingWizard } from './wizard/BookingWizard';

/**
 * A product's booking page. The wizard starts in the browser: it restores a
 * draft from session storage, which the server cannot see.
 */
export function BookingPage({ route, title, shell }: BookingPageProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const product = bookingProductOf(route);
  if (!product) return null;
  return mounted ? (
    <BookingWizard product={product} title={title} simulator={shell.eidSimulator} />
  ) : (
    <section style={{ maxWidth: 1100, margin: '2rem auto' }}>
      <h1>{title}</h1>
    </section>
  );
}
