import { describe, expect, it } from 'vitest';
import { prefetchFor } from '../../ui/components/prefetch';

describe('which links fetch their page code as they scroll into view', () => {
  it('content pages, in either language, do (they share the code already running)', () => {
    for (const href of ['/', '/en', '/tjanster/fonsterputs', '/en/services/window-cleaning', '/blogg/fonster-utan-rander?utm=x', '/en/faq#gdpr']) {
      expect(prefetchFor(href), href).toBeUndefined();
    }
  });

  it('the app’s own routes wait for the pointer: booking, My pages and their sub-pages', () => {
    for (const href of ['/boka/fonsterputs?areaCode=11120', '/en/book/window-cleaning', '/mina-sidor', '/en/my-pages/bookings', '/mina-sidor/bokningar/b-1']) {
      expect(prefetchFor(href), href).toBe(false);
    }
  });
});
