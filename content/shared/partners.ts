/**
 * Partners whose customers book home cleaning through us, with their terms.
 * The companies are fictional. Product ids are the catalogue's (weekly
 * cleaning with a home visit 303001, Click & Go 302047); discounts are per
 * hour of cleaning in öre incl. VAT.
 */
export const partners = [
  {
    // An employer offering home cleaning to its employees as a benefit.
    id: 'nordlund-bygg',
    name: 'Nordlund Bygg AB',
    products: [303001, 302047],
    campaignCode: 'NORDLUND26',
    discountPerHour: 5_000,
  },
  {
    // A housing company offering its tenants weekly cleaning with a home visit.
    id: 'hemvist-fastigheter',
    name: 'Hemvist Fastigheter',
    products: [303001],
    campaignCode: 'HEMVIST',
    discountPerHour: 3_000,
  },
] as const;
