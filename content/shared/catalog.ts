/**
 * Products, where they are offered and the service pages that sell them.
 * Language-neutral; titles and slugs per language are in `content/<lang>/site.ts`.
 *
 * `type` and `business` follow the spec: direct booking for window cleaning,
 * deep cleaning, moving cleaning, weekly cleaning direct and extra cleaning;
 * everything else is a request for proposal; office cleaning, office moving
 * and housing cooperatives are business services.
 *
 * The first product of each page is the one a page slug stands for
 * (`GET /v1/content/service?slug=<page slug>`).
 *
 * `isMulti`: a one-off job that may be booked again while an earlier order is
 * open. Subscriptions are not multi: an existing one blocks a second.
 */
export const products = [
  { key: 'windowCleaning', productId: 302016, type: 'direct', business: false, isMulti: true, page: 'service-window-cleaning', image: 'split-window', route: 'bookingWindowCleaningDirect' },
  { key: 'windowCleaningRecurringExternal', productId: 302017, type: 'rfp', business: false, isMulti: false, page: 'service-window-cleaning', image: 'hero-window', route: 'bookingWindowCleaningRecurringExternal' },
  { key: 'deepCleaning', productId: 302004, type: 'direct', business: false, isMulti: true, page: 'service-deep-cleaning', image: 'split-bathroom', route: 'bookingDeepCleaning' },
  { key: 'weeklyCleaning', productId: 303001, type: 'rfp', business: false, isMulti: false, page: 'service-home-cleaning', image: 'split-kitchen', route: 'bookingHomeCleaningRfp' },
  { key: 'weeklyCleaningDirect', productId: 302047, type: 'direct', business: false, isMulti: false, page: 'service-home-cleaning', image: 'hero-home-cleaning', route: 'bookingHomeCleaningDirect' },
  { key: 'extraCleaning', productId: 302032, type: 'direct', business: false, isMulti: true, page: 'service-home-cleaning', image: 'split-living', route: 'bookingExtraCleaning' },
  { key: 'generalHandyman', productId: 340030, type: 'rfp', business: false, isMulti: true, page: 'service-handyman', image: 'split-tools', route: 'bookingGeneralHandyman' },
  { key: 'gardening', productId: 302014, type: 'rfp', business: false, isMulti: true, page: 'service-gardening', image: 'split-garden', route: 'bookingGardening' },
  { key: 'gardeningSpringAutumn', productId: 302018, type: 'rfp', business: false, isMulti: false, page: 'service-gardening', image: 'hero-garden', route: 'bookingGardeningSpringFall' },
  { key: 'gardeningHoliday', productId: 302019, type: 'rfp', business: false, isMulti: true, page: 'service-gardening', image: 'post-garden', route: 'bookingGardeningHoliday' },
  { key: 'officeCleaning', productId: 304001, type: 'rfp', business: true, isMulti: false, page: 'service-office-cleaning', image: 'split-office', route: 'bookingOfficeCleaning' },
  { key: 'officeMoving', productId: 304012, type: 'rfp', business: true, isMulti: true, page: 'service-office-moving', image: 'hero-office-moving', route: 'bookingOfficeMoving' },
  { key: 'movingCleaning', productId: 311004, type: 'direct', business: false, isMulti: true, page: 'service-moving-cleaning', image: 'split-boxes', route: 'bookingMoveOutCleaning' },
  { key: 'recycling', productId: 340004, type: 'rfp', business: false, isMulti: true, page: 'service-recycling', image: 'hero-recycling', route: undefined },
  { key: 'housingCooperatives', productId: 304004, type: 'rfp', business: true, isMulti: false, page: 'service-housing-cooperatives', image: 'hero-housing', route: 'bookingHousingCooperatives' },
  { key: 'homeCleaningOneTime', productId: 302002, type: 'rfp', business: false, isMulti: true, page: 'service-home-cleaning', image: 'split-eco', route: 'bookingHomeCleaningRfp' },
] as const;

export type ProductKey = (typeof products)[number]['key'];

const all: ProductKey[] = products.map((product) => product.key);
const without = (...keys: ProductKey[]) => all.filter((key) => !keys.includes(key));

/** Regions and the products offered in each. Västerås is new: only the core cleaning services so far. */
export const regions: Record<string, ProductKey[]> = {
  stockholm: all,
  goteborg: all,
  malmo: without('gardeningHoliday', 'housingCooperatives'),
  uppsala: without('officeMoving', 'housingCooperatives', 'recycling'),
  vasteras: ['windowCleaning', 'deepCleaning', 'movingCleaning', 'weeklyCleaning', 'weeklyCleaningDirect', 'homeCleaningOneTime'],
};

/**
 * Where each region works: ranges of postal codes, `[first, last]` inclusive,
 * and exceptions inside them it does not reach (islands without a bridge,
 * towns past the last route). The narrowest range holding a code decides, so
 * an exception wins over the range around it. Post towns come from the
 * postal-code table (`server/domain/postalTowns.ts`).
 */
export const serviceAreas: { region: keyof typeof regions; ranges: [string, string][]; except?: [string, string][] }[] = [
  {
    region: 'stockholm',
    // Stockholm, the inner suburbs, Södertälje and north to Märsta and Bro.
    ranges: [
      ['10000', '14799'],
      ['15100', '15299'],
      ['16100', '19799'],
    ],
    // Islands of Värmdö and Vaxholm reached only by ferry.
    except: [
      ['13990', '13999'],
      ['18590', '18599'],
    ],
  },
  {
    region: 'goteborg',
    // Göteborg, Hisingen, Mölndal, Partille, Kungsbacka, Kungälv and Lerum.
    ranges: [
      ['40000', '43199'],
      ['43300', '43999'],
      ['44200', '44399'],
      ['44500', '44599'],
      ['44900', '44999'],
    ],
  },
  {
    region: 'malmo',
    // Malmö, Lund and the towns between them and the coast.
    ranges: [
      ['20000', '21899'],
      ['22100', '22799'],
      ['23200', '23999'],
      ['24400', '24799'],
    ],
  },
  {
    region: 'uppsala',
    ranges: [
      ['74100', '74199'],
      ['74300', '74399'],
      ['75000', '75899'],
    ],
  },
  {
    region: 'vasteras',
    ranges: [
      ['72000', '72599'],
      ['73400', '73499'],
    ],
  },
];

/** Add-ons offered with a product (content type ServiceExtension). */
export const additionalServices = [
  { id: 'oven', productId: 302004 },
  { id: 'fridge', productId: 302004 },
  { id: 'balcony', productId: 311004 },
  { id: 'windows', productId: 311004 },
  { id: 'ironing', productId: 303001 },
  { id: 'linen', productId: 303001 },
  { id: 'cabinets', productId: 302002 },
] as const;
