import type { Locale } from '../../api/contract/content.schemas';
import { serviceNameOf } from '../../api/products';
import { services as enServices } from '../../content/en/site';
import { services as svServices } from '../../content/sv/site';

const titles: Record<Locale, Record<string, { title: string }>> = { sv: svServices, en: enServices };

/** A product's title in a language, as its service page names it; the id itself for a product without one. */
export function productTitle(productId: number, locale: Locale): string {
  const name = serviceNameOf(productId);
  return (name && titles[locale][name]?.title) || String(productId);
}
