/**
 * Site-wide structure shared by both languages: company details, offices,
 * images, menus, redirections and job openings. Text per language lives in
 * `content/<lang>/site.ts`.
 *
 * Phone numbers are from the ranges the Swedish Post and Telecom Authority
 * reserves for fiction; the e-mail domain is reserved (`.example`).
 */
export const company = {
  name: 'Hemglans AB',
  phone: '08-465 004 00',
  email: 'kundservice@hemglans.example',
  address: { street: 'Sankt Eriksgatan 46', city: 'Stockholm', areaCode: '11234' },
  social: {
    facebook: 'https://www.facebook.com/hemglans',
    linkedin: 'https://www.linkedin.com/company/hemglans',
    instagram: 'https://www.instagram.com/hemglans',
  },
  appStoreUrl: 'https://apps.apple.com/se/app/hemglans/id6450000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=se.hemglans.app',
  businessPhone: '08-465 004 50',
  businessEmail: 'foretag@hemglans.example',
};

export const offices = {
  stockholm: {
    address: { street: 'Sankt Eriksgatan 46', city: 'Stockholm', areaCode: '11234' },
    phone: '08-465 004 10',
    email: 'stockholm@hemglans.example',
    location: { lat: 59.3353, lng: 18.0335 },
  },
  goteborg: {
    address: { street: 'Kungsgatan 41', city: 'Göteborg', areaCode: '41119' },
    phone: '031-390 06 20',
    email: 'goteborg@hemglans.example',
    location: { lat: 57.7047, lng: 11.9636 },
  },
  malmo: {
    address: { street: 'Södra Förstadsgatan 38', city: 'Malmö', areaCode: '21143' },
    phone: '040-628 04 30',
    email: 'malmo@hemglans.example',
    location: { lat: 55.5986, lng: 13.0007 },
  },
  uppsala: {
    address: { street: 'Kungsängsgatan 12', city: 'Uppsala', areaCode: '75322' },
    phone: '070-174 06 40',
    email: 'uppsala@hemglans.example',
    location: { lat: 59.8566, lng: 17.6426 },
  },
};

/**
 * Images generated at seed time (1600x1066 unless `square`): a colour pair
 * and a motif drawn over a soft gradient. Ids are what content refers to.
 */
export const images: { id: string; motif: string; colors: [string, string]; square?: boolean }[] = [
  { id: 'hero-home', motif: 'house', colors: ['#0e5e6f', '#3fb8a8'] },
  { id: 'hero-services', motif: 'sparkle', colors: ['#1f4e79', '#6cb4ee'] },
  { id: 'hero-window', motif: 'window', colors: ['#2a6f97', '#a9d6e5'] },
  { id: 'hero-deep', motif: 'sparkle', colors: ['#38598b', '#a2d5f2'] },
  { id: 'hero-home-cleaning', motif: 'broom', colors: ['#2d6a4f', '#95d5b2'] },
  { id: 'hero-moving', motif: 'boxes', colors: ['#7f5539', '#ddb892'] },
  { id: 'hero-handyman', motif: 'tools', colors: ['#3d405b', '#e07a5f'] },
  { id: 'hero-garden', motif: 'leaf', colors: ['#386641', '#a7c957'] },
  { id: 'hero-recycling', motif: 'recycle', colors: ['#1b4332', '#74c69d'] },
  { id: 'hero-business', motif: 'building', colors: ['#14213d', '#4a6fa5'] },
  { id: 'hero-office-cleaning', motif: 'office', colors: ['#22333b', '#5e9ea0'] },
  { id: 'hero-office-moving', motif: 'boxes', colors: ['#264653', '#e9c46a'] },
  { id: 'hero-housing', motif: 'building', colors: ['#5f0f40', '#e09f3e'] },
  { id: 'hero-faq', motif: 'chat', colors: ['#3a0ca3', '#4cc9f0'] },
  { id: 'hero-contact', motif: 'map', colors: ['#005f73', '#94d2bd'] },
  { id: 'hero-careers', motif: 'people', colors: ['#9d0208', '#f48c06'] },
  { id: 'hero-about', motif: 'heart', colors: ['#6a4c93', '#f2b5d4'] },
  { id: 'hero-blog', motif: 'calendar', colors: ['#3d5a80', '#ee6c4d'] },
  { id: 'hero-error', motif: 'window', colors: ['#495057', '#adb5bd'] },
  { id: 'hero-offer', motif: 'sparkle', colors: ['#c9184a', '#ffb3c1'] },
  { id: 'split-window', motif: 'window', colors: ['#468faf', '#caf0f8'] },
  { id: 'split-kitchen', motif: 'sparkle', colors: ['#588157', '#dad7cd'] },
  { id: 'split-bathroom', motif: 'sparkle', colors: ['#0077b6', '#90e0ef'] },
  { id: 'split-living', motif: 'house', colors: ['#bc6c25', '#fefae0'] },
  { id: 'split-tools', motif: 'tools', colors: ['#6d597a', '#eaac8b'] },
  { id: 'split-garden', motif: 'leaf', colors: ['#606c38', '#dde5b6'] },
  { id: 'split-boxes', motif: 'boxes', colors: ['#99582a', '#ffe6a7'] },
  { id: 'split-office', motif: 'office', colors: ['#2b2d42', '#8d99ae'] },
  { id: 'split-team', motif: 'people', colors: ['#e76f51', '#f4a261'] },
  { id: 'split-app', motif: 'phone', colors: ['#240046', '#9d4edd'] },
  { id: 'split-eco', motif: 'leaf', colors: ['#2d6a4f', '#d8f3dc'] },
  { id: 'post-streaks', motif: 'window', colors: ['#01497c', '#89c2d9'] },
  { id: 'post-rut', motif: 'calendar', colors: ['#1d3557', '#a8dadc'] },
  { id: 'post-moving', motif: 'boxes', colors: ['#6f1d1b', '#ffe6a7'] },
  { id: 'post-garden', motif: 'leaf', colors: ['#31572c', '#ecf39e'] },
  { id: 'post-uppsala', motif: 'map', colors: ['#3c096c', '#e0aaff'] },
  { id: 'post-eco', motif: 'recycle', colors: ['#004b23', '#9ef01a'] },
  { id: 'post-allergy', motif: 'heart', colors: ['#023e8a', '#ade8f4'] },
  { id: 'post-handyman', motif: 'tools', colors: ['#463f3a', '#e0afa0'] },
  { id: 'post-office', motif: 'office', colors: ['#0b090a', '#b1a7a6'] },
  { id: 'post-app', motif: 'phone', colors: ['#10002b', '#c77dff'] },
  { id: 'avatar-1', motif: 'avatar', colors: ['#f28482', '#f6bd60'], square: true },
  { id: 'avatar-2', motif: 'avatar', colors: ['#84a59d', '#f5cac3'], square: true },
  { id: 'avatar-3', motif: 'avatar', colors: ['#457b9d', '#f1faee'], square: true },
  { id: 'avatar-4', motif: 'avatar', colors: ['#6d6875', '#ffcdb2'], square: true },
  { id: 'avatar-5', motif: 'avatar', colors: ['#2a9d8f', '#e9c46a'], square: true },
  { id: 'avatar-6', motif: 'avatar', colors: ['#5a189a', '#ff9e00'], square: true },
  { id: 'account-welcome', motif: 'house', colors: ['#0e5e6f', '#b8e0d2'] },
  { id: 'account-bookings', motif: 'calendar', colors: ['#3d5a80', '#e0fbfc'] },
  { id: 'account-invoices', motif: 'office', colors: ['#335c67', '#fff3b0'] },
  { id: 'account-subscriptions', motif: 'sparkle', colors: ['#540b0e', '#e09f3e'] },
  { id: 'account-notifications', motif: 'chat', colors: ['#22223b', '#c9ada7'] },
];

/** Images of the customer pages, by the key the account views ask for. */
export const accountImages = [
  ['welcome', 'account-welcome'],
  ['bookings', 'account-bookings'],
  ['invoices', 'account-invoices'],
  ['subscriptions', 'account-subscriptions'],
  ['notifications', 'account-notifications'],
] as const;

/**
 * Menus. `link` is a reference: `entry:<entryId>` (a content page),
 * `route:<name>` (a static route) or a plain href (`#gdpr` opens the cookie
 * settings). `key` names the label in `content/<lang>/site.ts` (menuLabels);
 * without one the target page's title is the label.
 */
interface MenuNode {
  link: string;
  key?: string;
  items?: MenuNode[];
}

const privateServices: MenuNode[] = [
  { link: 'entry:service-home-cleaning' },
  { link: 'entry:service-window-cleaning' },
  { link: 'entry:service-deep-cleaning' },
  { link: 'entry:service-moving-cleaning' },
  { link: 'entry:service-handyman' },
  { link: 'entry:service-gardening' },
  { link: 'entry:service-recycling' },
];
const businessServices: MenuNode[] = [
  { link: 'entry:service-office-cleaning' },
  { link: 'entry:service-office-moving' },
  { link: 'entry:service-housing-cooperatives' },
];

export const menus: Record<'header' | 'footer' | 'footerExtras' | 'account', MenuNode[]> = {
  header: [
    { link: 'entry:services', key: 'services', items: [{ link: 'entry:services', key: 'allServices' }, ...privateServices] },
    { link: 'entry:business', key: 'business', items: [{ link: 'entry:business', key: 'businessOverview' }, ...businessServices] },
    {
      link: 'entry:about',
      key: 'about',
      items: [{ link: 'entry:about' }, { link: 'entry:careers' }, { link: 'entry:blog' }, { link: 'entry:contact' }],
    },
  ],
  footer: [
    { link: 'entry:services', key: 'services', items: privateServices },
    { link: 'entry:business', key: 'business', items: businessServices },
    {
      link: 'entry:about',
      key: 'company',
      items: [{ link: 'entry:about' }, { link: 'entry:careers' }, { link: 'entry:blog' }, { link: 'entry:faq' }, { link: 'entry:contact' }],
    },
  ],
  footerExtras: [
    { link: 'entry:privacy' },
    { link: 'entry:cookies' },
    { link: '#gdpr', key: 'cookieSettings' },
    { link: 'entry:terms' },
  ],
  account: [
    { link: 'route:myPages', key: 'myPages' },
    { link: 'route:myBookings', key: 'myBookings' },
    { link: 'route:notifications', key: 'notifications' },
    { link: 'route:account', key: 'account' },
  ],
};

/**
 * News for the banner (texts per language under the same version in
 * `content/<lang>/site.ts`). Each item is shown from `validFrom` to
 * `validUntil`, Stockholm dates, both inclusive; an item without dates is
 * always valid. When several are valid on a day, the first one here shows.
 */
export const news = [
  {
    version: '2026-04-spring-windows',
    validFrom: '2026-04-01',
    validUntil: '2026-05-31',
    enabled: true,
    closeable: true,
    readMore: 'entry:offer-spring-windows',
  },
  {
    version: '2026-11-christmas-cleaning',
    validFrom: '2026-11-09',
    validUntil: '2026-12-18',
    enabled: true,
    closeable: true,
    readMore: 'entry:service-deep-cleaning',
  },
  // Between campaigns: true all year.
  { version: 'rut-on-invoice', enabled: true, closeable: true, readMore: 'entry:post-rut-guide' },
];

/** Old and campaign paths; checked before a 404 is shown. */
export const redirections: { from: string; to: string; type: 301 | 302 | 307 | 308 }[] = [
  { from: '/fonstertvatt', to: '/tjanster/fonsterputs', type: 301 },
  { from: '/hemstad', to: '/tjanster/hemstadning', type: 301 },
  { from: '/jobb', to: '/karriar', type: 308 },
  { from: '/kampanj', to: '/erbjudande/fonsterputs-var', type: 302 },
  { from: '/en/window-washing', to: '/en/services/window-cleaning', type: 301 },
  { from: '/en/jobs', to: '/en/careers', type: 301 },
  { from: '/en/campaign', to: '/en/offer/spring-window-cleaning', type: 302 },
];

/** Open positions; titles and departments per language. `publishedAt` orders the list. */
export const jobs = [
  { id: 'home-cleaner-stockholm', city: 'Stockholm', publishedAt: '2026-01-12T08:00:00+01:00' },
  { id: 'window-cleaner-goteborg', city: 'Göteborg', publishedAt: '2026-01-20T08:00:00+01:00' },
  { id: 'carpenter-stockholm', city: 'Stockholm', publishedAt: '2025-12-02T08:00:00+01:00' },
  { id: 'team-lead-malmo', city: 'Malmö', publishedAt: '2026-01-28T08:00:00+01:00' },
  { id: 'gardener-uppsala', city: 'Uppsala', publishedAt: '2026-02-03T08:00:00+01:00' },
  { id: 'customer-service-stockholm', city: 'Stockholm', publishedAt: '2025-11-18T08:00:00+01:00' },
] as const;

/** Where applications go: the careers mailbox, with the job id as subject. */
export const applyUrl = (jobId: string) => `mailto:jobb@hemglans.example?subject=${encodeURIComponent(jobId)}`;
