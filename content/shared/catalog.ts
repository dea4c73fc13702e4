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

/** Postal codes served: `[code, postal town, region]`. */
export const areas: [string, string, string][] = [
  // Stockholm region
  ['11120', 'Stockholm', 'stockholm'],
  ['11152', 'Stockholm', 'stockholm'],
  ['11221', 'Stockholm', 'stockholm'],
  ['11247', 'Stockholm', 'stockholm'],
  ['11330', 'Stockholm', 'stockholm'],
  ['11347', 'Stockholm', 'stockholm'],
  ['11432', 'Stockholm', 'stockholm'],
  ['11527', 'Stockholm', 'stockholm'],
  ['11628', 'Stockholm', 'stockholm'],
  ['11743', 'Stockholm', 'stockholm'],
  ['11827', 'Stockholm', 'stockholm'],
  ['12030', 'Stockholm', 'stockholm'],
  ['12138', 'Johanneshov', 'stockholm'],
  ['12630', 'Hägersten', 'stockholm'],
  ['12938', 'Hägersten', 'stockholm'],
  ['13140', 'Nacka', 'stockholm'],
  ['13334', 'Saltsjöbaden', 'stockholm'],
  ['14146', 'Huddinge', 'stockholm'],
  ['16244', 'Vällingby', 'stockholm'],
  ['16751', 'Bromma', 'stockholm'],
  ['16865', 'Bromma', 'stockholm'],
  ['16931', 'Solna', 'stockholm'],
  ['17145', 'Solna', 'stockholm'],
  ['17231', 'Sundbyberg', 'stockholm'],
  ['17541', 'Järfälla', 'stockholm'],
  ['18131', 'Lidingö', 'stockholm'],
  ['18233', 'Danderyd', 'stockholm'],
  ['18330', 'Täby', 'stockholm'],
  ['18740', 'Täby', 'stockholm'],
  ['19145', 'Sollentuna', 'stockholm'],
  // Göteborg region
  ['41119', 'Göteborg', 'goteborg'],
  ['41138', 'Göteborg', 'goteborg'],
  ['41255', 'Göteborg', 'goteborg'],
  ['41263', 'Göteborg', 'goteborg'],
  ['41327', 'Göteborg', 'goteborg'],
  ['41451', 'Göteborg', 'goteborg'],
  ['41664', 'Göteborg', 'goteborg'],
  ['41755', 'Göteborg', 'goteborg'],
  ['41870', 'Göteborg', 'goteborg'],
  ['42130', 'Västra Frölunda', 'goteborg'],
  ['42436', 'Angered', 'goteborg'],
  ['42671', 'Västra Frölunda', 'goteborg'],
  ['43137', 'Mölndal', 'goteborg'],
  ['43330', 'Partille', 'goteborg'],
  ['43430', 'Kungsbacka', 'goteborg'],
  ['43644', 'Askim', 'goteborg'],
  ['44231', 'Kungälv', 'goteborg'],
  // Malmö region
  ['21120', 'Malmö', 'malmo'],
  ['21143', 'Malmö', 'malmo'],
  ['21154', 'Malmö', 'malmo'],
  ['21215', 'Malmö', 'malmo'],
  ['21366', 'Malmö', 'malmo'],
  ['21422', 'Malmö', 'malmo'],
  ['21532', 'Malmö', 'malmo'],
  ['21612', 'Limhamn', 'malmo'],
  ['21744', 'Malmö', 'malmo'],
  ['21833', 'Bunkeflostrand', 'malmo'],
  ['22220', 'Lund', 'malmo'],
  ['22467', 'Lund', 'malmo'],
  ['22639', 'Lund', 'malmo'],
  ['23234', 'Arlöv', 'malmo'],
  ['23631', 'Höllviken', 'malmo'],
  ['24532', 'Staffanstorp', 'malmo'],
  // Uppsala region
  ['75220', 'Uppsala', 'uppsala'],
  ['75236', 'Uppsala', 'uppsala'],
  ['75310', 'Uppsala', 'uppsala'],
  ['75322', 'Uppsala', 'uppsala'],
  ['75331', 'Uppsala', 'uppsala'],
  ['75425', 'Uppsala', 'uppsala'],
  ['75446', 'Uppsala', 'uppsala'],
  ['75645', 'Uppsala', 'uppsala'],
  ['75757', 'Uppsala', 'uppsala'],
  ['74131', 'Knivsta', 'uppsala'],
  // Västerås region (core cleaning services only)
  ['72211', 'Västerås', 'vasteras'],
  ['72226', 'Västerås', 'vasteras'],
  ['72348', 'Västerås', 'vasteras'],
  ['72471', 'Västerås', 'vasteras'],
  ['72591', 'Västerås', 'vasteras'],
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
