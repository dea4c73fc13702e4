/** English site-wide texts: services, images, menus, web config, translation modules, jobs and offices. */

/** Per product key of `content/shared/catalog.ts`: name, booking slug and a short description. */
export const services = {
  windowCleaning: {
    title: 'Window cleaning',
    slug: 'window-cleaning',
    description: 'Window cleaning inside and out, frames and sills included. Priced per window, with the RUT deduction.',
  },
  windowCleaningRecurringExternal: {
    title: 'Window cleaning subscription',
    slug: 'recurring-window-cleaning',
    description: 'Regular window cleaning two, four or six times a year. We get in touch before every visit.',
  },
  deepCleaning: {
    title: 'Deep cleaning',
    slug: 'deep-cleaning',
    description: 'A thorough clean of the whole home from floor to ceiling, with add-ons such as oven, fridge and windows.',
  },
  extraCleaning: {
    title: 'Extra cleaning',
    slug: 'extra-cleaning',
    description: 'An extra visit from your regular cleaner, for example before a party or after a renovation.',
  },
  weeklyCleaning: {
    title: 'Home cleaning',
    slug: 'home-cleaning',
    description: 'Regular home cleaning with a regular cleaner every week, every other week or every four weeks.',
  },
  weeklyCleaningDirect: {
    title: 'Home cleaning Click & Go',
    slug: 'home-cleaning-direct',
    description: 'Book regular home cleaning online: choose a time, see the price and get started without a first visit.',
  },
  generalHandyman: {
    title: 'Handyman',
    slug: 'handyman',
    description: 'Assembly, mounting and small repairs at home, with the ROT deduction.',
  },
  gardening: {
    title: 'Garden maintenance',
    slug: 'gardening',
    description: 'Lawn mowing, weeding and hedge trimming during the season, with the RUT deduction.',
  },
  gardeningSpringAutumn: {
    title: 'Spring and autumn garden clean-up',
    slug: 'gardening-spring-autumn',
    description: 'Raking, weeding the beds and cutting back perennials before and after the season.',
  },
  gardeningHoliday: {
    title: 'Garden care while you are away',
    slug: 'gardening-holiday',
    description: 'Watering, lawn mowing and harvesting while you are on holiday.',
  },
  officeCleaning: {
    title: 'Office cleaning',
    slug: 'office-cleaning',
    description: 'Regular cleaning of offices and workplaces with a dedicated team and quality follow-up.',
  },
  officeMoving: {
    title: 'Office moving',
    slug: 'office-moving',
    description: 'Planning, packing, transport and set-up – with move-out cleaning of the old premises.',
  },
  movingCleaning: {
    title: 'Move-out cleaning',
    slug: 'move-out-cleaning',
    description: 'Move-out cleaning to the estate agents’ checklist, with an inspection guarantee and the RUT deduction.',
  },
  recycling: {
    title: 'Removal and recycling',
    slug: 'recycling',
    description: 'We collect furniture, appliances and bulky waste and take them to recycling or second hand.',
  },
  housingCooperatives: {
    title: 'Services for housing cooperatives',
    slug: 'housing-cooperatives',
    description: 'Stairwell cleaning, outdoor areas and property care under one agreement for the whole association.',
  },
  homeCleaningOneTime: {
    title: 'One-time cleaning',
    slug: 'one-time-cleaning',
    description: 'A thorough home clean on a single occasion, without a subscription.',
  },
};

/** Add-ons by the ids of `additionalServices` in `content/shared/catalog.ts`. */
export const additionalServices = {
  oven: { title: 'Oven cleaning', description: 'The oven is cleaned inside, with trays and racks.' },
  fridge: { title: 'Fridge and freezer', description: 'Defrosting and cleaning of the fridge and freezer, inside and out.' },
  balcony: { title: 'Balcony', description: 'Sweeping the floor and wiping the railing and balcony door.' },
  windows: { title: 'Window cleaning', description: 'Window cleaning inside and out as part of the move-out clean.' },
  ironing: { title: 'Ironing', description: 'We iron shirts and tablecloths during the visit.' },
  linen: { title: 'Bed making', description: 'We make all the beds with fresh linen of your own.' },
  cabinets: { title: 'Cupboards and drawers', description: 'Kitchen cupboards and drawers emptied, wiped out and put back in order.' },
};

/** Alt texts of the generated images (ids in `content/shared/site.ts`). */
export const images = {
  'hero-home': 'Illustration of a bright home in the evening sun',
  'hero-services': 'Sparkling stars on a blue background',
  'hero-window': 'A gleaming mullioned window against a clear blue sky',
  'hero-deep': 'Sparkling clean surfaces in shades of blue',
  'hero-home-cleaning': 'A broom and sparkles on a green background',
  'hero-moving': 'Stacked moving boxes in warm tones',
  'hero-handyman': 'A crossed hammer and wrench',
  'hero-garden': 'Green leaves in spring sunshine',
  'hero-recycling': 'Recycling symbol on a green background',
  'hero-business': 'An office building with lit windows',
  'hero-office-cleaning': 'A desk with a screen in a bright office',
  'hero-office-moving': 'Moving boxes ready for an office move',
  'hero-housing': 'Apartment buildings in the evening light',
  'hero-faq': 'Speech bubbles on a purple background',
  'hero-contact': 'A map pin over a clean map',
  'hero-careers': 'Three colleagues in warm colours',
  'hero-about': 'A heart on a soft pink background',
  'hero-blog': 'Calendar pages on a blue and orange background',
  'hero-error': 'A window in shades of grey',
  'hero-offer': 'Sparkles on a pink spring background',
  'split-window': 'A freshly cleaned window with a pale blue sky',
  'split-kitchen': 'A sparkling clean kitchen in green tones',
  'split-bathroom': 'A gleaming bathroom in blue',
  'split-living': 'A welcoming living room',
  'split-tools': 'Tools for small jobs at home',
  'split-garden': 'Leaves and greenery in the garden',
  'split-boxes': 'Packed moving boxes',
  'split-office': 'A tidy office with a desk',
  'split-team': 'Staff in work clothes',
  'split-app': 'A mobile phone showing the Hemglans app',
  'split-eco': 'Green leaves as a symbol of eco-labelled products',
  'post-streaks': 'A streak-free window in the morning light',
  'post-rut': 'A calendar and a bill in blue tones',
  'post-moving': 'Moving boxes in an empty flat',
  'post-garden': 'Fresh spring leaves',
  'post-uppsala': 'A map pin over Uppsala',
  'post-eco': 'A green recycling symbol',
  'post-allergy': 'A heart on a light blue background',
  'post-handyman': 'A hammer and wrench on a workbench',
  'post-office': 'A clean desk in an office',
  'post-app': 'A mobile phone showing a booking in the app',
  'avatar-1': 'Portrait illustration',
  'avatar-2': 'Portrait illustration',
  'avatar-3': 'Portrait illustration',
  'avatar-4': 'Portrait illustration',
  'avatar-5': 'Portrait illustration',
  'avatar-6': 'Portrait illustration',
  'account-welcome': 'A cosy home',
  'account-bookings': 'A calendar with booked visits',
  'account-invoices': 'Invoices on a desk',
  'account-subscriptions': 'Sparkles as a symbol of a subscription',
  'account-notifications': 'A speech bubble with a message',
};

/** Labels of menu entries that have a `key` in `content/shared/site.ts`. */
export const menuLabels = {
  services: 'Services',
  allServices: 'All services',
  business: 'For businesses',
  businessOverview: 'Business services',
  about: 'About',
  company: 'Hemglans',
  cookieSettings: 'Cookie settings',
  myPages: 'My pages',
  myBookings: 'My bookings',
  notifications: 'Notifications',
  account: 'Account',
};

/**
 * Texts of the web config: the news banner's items by version (dates and
 * links in `content/shared/site.ts`); chat and company come from the shared
 * structure.
 */
export const webConfig = {
  chatEnabled: true,
  news: {
    '2026-04-spring-windows': {
      title: 'Spring window cleaning: your glazed balcony included',
      description: 'Book window cleaning before 31 May and we clean your glazed balcony at no extra cost.',
      readMore: 'See the offer',
      close: 'Close',
    },
    '2026-11-christmas-cleaning': {
      title: 'A deep clean before Christmas',
      description: 'Book in good time: the last weeks before Christmas fill up quickly.',
      readMore: 'Book a deep clean',
      close: 'Close',
    },
    'rut-on-invoice': {
      title: 'The RUT deduction comes straight off the invoice',
      description: 'You pay only half the labour cost of home cleaning, window cleaning and gardening.',
      readMore: 'How RUT works',
      close: 'Close',
    },
  },
};

/** Title of the related-articles block under a post. */
export const postTexts = { relatedTitle: 'Read next' };

/** Translation modules served by `GET /v1/translate/module`. */
export const modules = {
  common: {
    siteName: 'Hemglans',
    readMore: 'Read more',
    loadMore: 'Show more',
    showAll: 'Show all',
    back: 'Back',
    close: 'Close',
    bookNow: 'Book now',
    postalCode: 'Postal code',
    postalCodePlaceholder: '123 45',
    checkPostalCode: 'See services',
    contactUs: 'Contact us',
    phone: 'Phone',
    email: 'Email',
    openingHours: 'Opening hours',
    address: 'Address',
    skipToContent: 'Skip to main content',
    menu: 'Menu',
    language: 'Language',
    sv: 'Svenska',
    en: 'English',
    myPages: 'My pages',
    logIn: 'Log in',
    logOut: 'Log out',
    priceAfterRut: 'Price after the RUT deduction',
    priceAfterRot: 'Price after the ROT deduction',
    inclVat: 'incl. VAT',
    followUs: 'Follow us',
    downloadApp: 'Download the app',
    faq: 'FAQ',
  },
  post: {
    'category.all': 'All',
    'category.tips': 'Tips',
    'category.news': 'News',
    'category.guides': 'Guides',
    relatedArticles: 'Read next',
    publishedOn: 'Published {date}',
    readingTime: '{minutes} min read',
    tags: 'Tags',
    filterByTag: 'Filter by tag',
    allTags: 'All tags',
    loadMore: 'Show more posts',
    noPosts: 'There are no posts here yet.',
    share: 'Share',
  },
  date: {
    'weekday.monday': 'Monday',
    'weekday.tuesday': 'Tuesday',
    'weekday.wednesday': 'Wednesday',
    'weekday.thursday': 'Thursday',
    'weekday.friday': 'Friday',
    'weekday.saturday': 'Saturday',
    'weekday.sunday': 'Sunday',
    'month.january': 'January',
    'month.february': 'February',
    'month.march': 'March',
    'month.april': 'April',
    'month.may': 'May',
    'month.june': 'June',
    'month.july': 'July',
    'month.august': 'August',
    'month.september': 'September',
    'month.october': 'October',
    'month.november': 'November',
    'month.december': 'December',
    'timeAgo.years': '{count} years ago',
    'timeAgo.months': '{count} months ago',
    'timeAgo.weeks': '{count} weeks ago',
    'timeAgo.days': '{count} days ago',
    'timeAgo.today': 'today',
    'timeAgo.yesterday': 'yesterday',
    week: 'week',
    today: 'today',
    tomorrow: 'tomorrow',
  },
  slug: {
    home: '',
    services: 'services',
    business: 'business',
    blog: 'blog',
    faq: 'faq',
    contact: 'contact',
    careers: 'careers',
    about: 'about',
    booking: 'book',
    myPages: 'my-pages',
    'category.tips': 'tips',
    'category.news': 'news',
    'category.guides': 'guides',
  },
  location: {
    postalCode: 'Postal code',
    city: 'City',
    region: 'Region',
    'region.stockholm': 'Stockholm',
    'region.goteborg': 'Gothenburg',
    'region.malmo': 'Malmö',
    'region.uppsala': 'Uppsala',
    'region.vasteras': 'Västerås',
    weAreIn: 'We are in {city}',
    notServed: 'Unfortunately we do not serve postal code {areaCode} yet.',
    changePostalCode: 'Change postal code',
    yourPostalCode: 'Your postal code',
  },
};

/** Job titles and departments by the ids of `jobs` in `content/shared/site.ts`. */
export const jobs = {
  'home-cleaner-stockholm': { title: 'Home cleaner', department: 'Home cleaning' },
  'window-cleaner-goteborg': { title: 'Window cleaner', department: 'Window cleaning', city: 'Gothenburg' },
  'carpenter-stockholm': { title: 'Carpenter and all-round handyman', department: 'Handyman' },
  'team-lead-malmo': { title: 'Team leader, home cleaning', department: 'Home cleaning' },
  'gardener-uppsala': { title: 'Seasonal gardener', department: 'Gardening' },
  'customer-service-stockholm': { title: 'Customer service adviser', department: 'Customer service' },
};

/** Office names and opening hours by the office ids of `content/shared/site.ts`. */
export const offices = {
  stockholm: { name: 'Hemglans Stockholm', openingHours: ['Monday–Friday 8 am–5 pm'] },
  goteborg: { name: 'Hemglans Gothenburg', openingHours: ['Monday–Friday 8 am–5 pm'] },
  malmo: { name: 'Hemglans Malmö', openingHours: ['Monday–Friday 8 am–4 pm'] },
  uppsala: { name: 'Hemglans Uppsala', openingHours: ['Monday–Thursday 8 am–4 pm', 'Friday 8 am–3 pm'] },
};
