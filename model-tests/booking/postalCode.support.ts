import type { ServiceInSection } from '../../api/contract/content.schemas';
import type { CatalogProduct } from '../../api/contract/site';
import { UnhandledServerError } from '../../api/errors';
import { SERVICE_IDS } from '../../api/products';
import type { PostalCodeCustomer } from '../../machines/booking/postalCode/postalCode.types';

/** The services a page section offers the postal-code form (with the codes and variants a booking link carries). */
export const windowCleaning: ServiceInSection = {
  productId: SERVICE_IDS.windowCleaning,
  title: 'Fönsterputs',
  slug: 'fonsterputs',
  variant: 'b',
  referrer: 'hero-fonsterputs',
  discountCode: 'VAR25',
  campaignCode: 'spring',
};
export const weeklyCleaning: ServiceInSection = { productId: SERVICE_IDS.weeklyCleaning, title: 'Hemstädning', slug: 'hemstadning', referrer: 'home' };
export const deepCleaning: ServiceInSection = { productId: SERVICE_IDS.deepCleaning, title: 'Storstädning', slug: 'storstadning', discountCode: 'DEEP10' };
export const movingCleaning: ServiceInSection = { productId: SERVICE_IDS.movingCleaning, title: 'Flyttstädning', slug: 'flyttstadning', variant: 'a' };

/** A customer with a weekly-cleaning subscription at their address at 123 45. */
export const subscriber: PostalCodeCustomer = {
  subscriptions: [{ productId: SERVICE_IDS.weeklyCleaning, zipCode: '123 45', orderId: 'order-weekly' }],
};

/** A product of the catalog at a code (an existing order when the customer has one). */
export const product = (productId: number, orderId?: string): CatalogProduct => ({
  productId,
  type: 'direct',
  business: false,
  isMulti: false,
  ...(orderId ? { orderId } : {}),
});

/** The input's value changed to `value`. */
export const typed = (value: string) => ({ type: 'input.changed', value });
export const failure = new UnhandledServerError({ status: 500 });
