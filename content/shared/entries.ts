/**
 * The structure of every page and post, shared by both languages: slugs,
 * flags, section order and types, images, products and link targets. The
 * words are in `content/<lang>/pages.ts` and `content/<lang>/posts.ts`,
 * keyed by the same entry id and section id, and are merged in at seed time.
 *
 * Conventions the seed resolves:
 * - `image: '<id>'` becomes an image reference with the language's alt text.
 * - `services: ['<productKey>', ...]` becomes the services of a booking or hero section.
 * - `href: 'entry:<entryId>'` / `'route:<name>'` becomes the path in the page's language;
 *   a link without a label takes the target page's title.
 * - `body` and `answer` are written in a small Markdown subset.
 * - `offices: ['<office>', ...]` becomes the offices of `shared/site.ts`.
 */
interface SectionShape {
  id: string;
  type: string;
  [key: string]: unknown;
}

export interface PageShape {
  entryId: string;
  slug: { sv: string; en: string };
  sections: SectionShape[];
  published?: boolean;
  contentOnly?: boolean;
  fullWidth?: boolean;
  noIndex?: boolean;
  image?: string;
  gtmEvents?: Record<string, unknown>[];
}

export interface PostShape {
  entryId: string;
  slug: { sv: string; en: string };
  category: 'tips' | 'news' | 'guides';
  publishedAt: string;
  image: string;
  published?: boolean;
  /** A call to action under the text, e.g. the service the post is about. */
  cta?: string;
}

const moreServices = (...exclude: string[]): SectionShape => ({
  id: 'more',
  type: 'linkList',
  links: [
    'service-home-cleaning',
    'service-window-cleaning',
    'service-deep-cleaning',
    'service-moving-cleaning',
    'service-handyman',
    'service-gardening',
    'service-recycling',
  ]
    .filter((id) => !exclude.includes(id))
    .map((id) => ({ href: `entry:${id}` })),
});

const moreBusiness = (...exclude: string[]): SectionShape => ({
  id: 'more',
  type: 'linkList',
  links: ['business', 'service-office-cleaning', 'service-office-moving', 'service-housing-cooperatives']
    .filter((id) => !exclude.includes(id))
    .map((id) => ({ href: `entry:${id}` })),
});

/** An error entry of its own slug (`error/<slug>` in both languages): a hero, then a text; its special actions are the view's. */
const errorEntry = (slug: string, heroImage: string): PageShape => ({
  entryId: `error-${slug}`,
  slug: { sv: `error/${slug}`, en: `error/${slug}` },
  noIndex: true,
  sections: [
    { id: 'hero', type: 'hero', image: heroImage },
    { id: 'body', type: 'text' },
  ],
});

const contactUs = { internal: 'contact', href: 'entry:contact', variant: 'secondary' };

export const pages: PageShape[] = [
  {
    entryId: 'home',
    slug: { sv: 'home', en: 'home' },
    fullWidth: true,
    image: 'hero-home',
    gtmEvents: [{ event: 'page_type', pageType: 'home' }],
    sections: [
      {
        id: 'hero',
        type: 'hero',
        image: 'hero-home',
        services: ['weeklyCleaning', 'windowCleaning', 'deepCleaning', 'movingCleaning', 'homeCleaningOneTime'],
      },
      {
        id: 'booking',
        type: 'bookingPrimary',
        services: ['weeklyCleaning', 'homeCleaningOneTime', 'deepCleaning', 'movingCleaning'],
      },
      { id: 'why', type: 'howItWorks' },
      {
        id: 'services',
        type: 'splitMulti',
        items: [
          { image: 'split-kitchen', action: { href: 'entry:service-home-cleaning', variant: 'text' } },
          { image: 'split-window', action: { href: 'entry:service-window-cleaning', variant: 'text' } },
          { image: 'split-tools', action: { href: 'entry:service-handyman', variant: 'text' } },
          { image: 'split-garden', action: { href: 'entry:service-gardening', variant: 'text' } },
        ],
      },
      { id: 'steps', type: 'steps' },
      {
        id: 'testimonials',
        type: 'testimonials',
        items: [{ image: 'avatar-1' }, { image: 'avatar-2' }, { image: 'avatar-3' }, { image: 'avatar-4' }],
      },
      { id: 'reviews', type: 'trustpilot', stars: [4, 5] },
      { id: 'articles', type: 'relatedArticles', limit: 3 },
      { id: 'faq', type: 'faq', faqId: 'faq-home', microdata: true },
      {
        id: 'app',
        type: 'appDownload',
        image: 'split-app',
        appStoreUrl: 'https://apps.apple.com/se/app/hemglans/id6450000000',
        playStoreUrl: 'https://play.google.com/store/apps/details?id=se.hemglans.app',
      },
      { id: 'areas', type: 'areas' },
    ],
  },
  {
    entryId: 'services',
    slug: { sv: 'tjanster', en: 'services' },
    image: 'hero-services',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-services' },
      moreServices(),
      {
        id: 'audiences',
        type: 'splitMulti',
        items: [
          { image: 'split-living', action: { href: 'entry:service-home-cleaning', variant: 'primary' } },
          { image: 'split-office', action: { href: 'entry:business', variant: 'primary' } },
        ],
      },
      { id: 'rut', type: 'banner', action: { href: 'entry:post-rut-guide', variant: 'text' } },
      { id: 'faq', type: 'faq', faqId: 'faq-general', microdata: false },
    ],
  },
  {
    entryId: 'service-window-cleaning',
    slug: { sv: 'tjanster/fonsterputs', en: 'services/window-cleaning' },
    image: 'hero-window',
    gtmEvents: [{ event: 'view_service', productId: 302016 }],
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-window', services: ['windowCleaning', 'windowCleaningRecurringExternal'] },
      {
        id: 'intro',
        type: 'split',
        image: 'split-window',
        imagePosition: 'right',
        action: { href: 'route:bookingWindowCleaningDirect', variant: 'primary' },
      },
      { id: 'steps', type: 'steps' },
      { id: 'widget', type: 'keytoWidget', productId: 302016 },
      { id: 'testimonials', type: 'testimonials', items: [{ image: 'avatar-5' }, { image: 'avatar-2' }] },
      { id: 'faq', type: 'faq', faqId: 'faq-window-cleaning', microdata: true },
      { id: 'articles', type: 'relatedArticles', limit: 3 },
      moreServices('service-window-cleaning'),
    ],
  },
  {
    entryId: 'service-deep-cleaning',
    slug: { sv: 'tjanster/storstadning', en: 'services/deep-cleaning' },
    image: 'hero-deep',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-deep', services: ['deepCleaning'] },
      { id: 'intro', type: 'split', image: 'split-bathroom', imagePosition: 'left' },
      {
        id: 'included',
        type: 'splitMulti',
        items: [{ image: 'split-kitchen' }, { image: 'split-bathroom' }, { image: 'split-living' }],
      },
      { id: 'how', type: 'howItWorks' },
      { id: 'addons', type: 'text' },
      { id: 'faq', type: 'faq', faqId: 'faq-deep-cleaning', microdata: true },
      { id: 'book', type: 'action', action: { href: 'route:bookingDeepCleaning', variant: 'primary' } },
      moreServices('service-deep-cleaning'),
    ],
  },
  {
    entryId: 'service-home-cleaning',
    slug: { sv: 'tjanster/hemstadning', en: 'services/home-cleaning' },
    image: 'hero-home-cleaning',
    gtmEvents: [{ event: 'view_service', productId: 303001 }],
    sections: [
      {
        id: 'hero',
        type: 'hero',
        image: 'hero-home-cleaning',
        services: ['weeklyCleaning', 'weeklyCleaningDirect', 'homeCleaningOneTime', 'extraCleaning'],
      },
      { id: 'booking', type: 'bookingPrimary', services: ['weeklyCleaning', 'homeCleaningOneTime'] },
      { id: 'intro', type: 'split', image: 'split-kitchen', imagePosition: 'right' },
      { id: 'steps', type: 'steps' },
      { id: 'rut', type: 'banner', action: { href: 'entry:post-rut-guide', variant: 'text' } },
      {
        id: 'testimonials',
        type: 'testimonials',
        items: [{ image: 'avatar-1' }, { image: 'avatar-6' }, { image: 'avatar-3' }],
      },
      { id: 'faq', type: 'faq', faqId: 'faq-home-cleaning', microdata: true },
      { id: 'articles', type: 'relatedArticles', category: 'tips', limit: 3 },
      moreServices('service-home-cleaning'),
    ],
  },
  {
    entryId: 'service-moving-cleaning',
    slug: { sv: 'tjanster/flyttstadning', en: 'services/move-out-cleaning' },
    image: 'hero-moving',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-moving', services: ['movingCleaning'] },
      {
        id: 'intro',
        type: 'split',
        image: 'split-boxes',
        imagePosition: 'right',
        action: { href: 'route:bookingMoveOutCleaning', variant: 'primary' },
      },
      { id: 'checklist', type: 'text' },
      { id: 'steps', type: 'steps' },
      { id: 'widget', type: 'keytoWidget', productId: 311004 },
      { id: 'faq', type: 'faq', faqId: 'faq-moving-cleaning', microdata: true },
      { id: 'articles', type: 'relatedArticles', category: 'guides', limit: 3 },
      moreServices('service-moving-cleaning'),
    ],
  },
  {
    entryId: 'service-handyman',
    slug: { sv: 'tjanster/hantverkare', en: 'services/handyman' },
    image: 'hero-handyman',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-handyman', services: ['generalHandyman'] },
      {
        id: 'jobs',
        type: 'splitMulti',
        items: [{ image: 'split-tools' }, { image: 'split-living' }, { image: 'post-handyman' }],
      },
      { id: 'steps', type: 'steps' },
      { id: 'book', type: 'action', action: { href: 'route:bookingGeneralHandyman', variant: 'primary' } },
      { id: 'faq', type: 'faq', faqId: 'faq-handyman', microdata: true },
      moreServices('service-handyman'),
    ],
  },
  {
    entryId: 'service-gardening',
    slug: { sv: 'tjanster/tradgard', en: 'services/gardening' },
    image: 'hero-garden',
    sections: [
      {
        id: 'hero',
        type: 'hero',
        image: 'hero-garden',
        services: ['gardening', 'gardeningSpringAutumn', 'gardeningHoliday'],
      },
      { id: 'intro', type: 'split', image: 'split-garden', imagePosition: 'left' },
      {
        id: 'seasons',
        type: 'splitMulti',
        items: [
          { image: 'post-garden', action: { href: 'route:bookingGardeningSpringFall', variant: 'text' } },
          { image: 'hero-garden', action: { href: 'route:bookingGardening', variant: 'text' } },
          { image: 'split-eco', action: { href: 'route:bookingGardeningHoliday', variant: 'text' } },
        ],
      },
      { id: 'faq', type: 'faq', faqId: 'faq-gardening', microdata: true },
      { id: 'articles', type: 'relatedArticles', limit: 3 },
      moreServices('service-gardening'),
    ],
  },
  {
    entryId: 'service-recycling',
    slug: { sv: 'tjanster/bortforsling', en: 'services/recycling' },
    image: 'hero-recycling',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-recycling', services: ['recycling'] },
      { id: 'intro', type: 'split', image: 'split-eco', imagePosition: 'right' },
      { id: 'what', type: 'text' },
      { id: 'faq', type: 'faq', faqId: 'faq-recycling', microdata: true },
      moreServices('service-recycling'),
    ],
  },
  // A new service not yet announced: seeded unpublished, so editors see it in preview and visitors get a 404.
  {
    entryId: 'service-carpet-cleaning',
    slug: { sv: 'tjanster/mattvatt', en: 'services/carpet-cleaning' },
    image: 'split-living',
    published: false,
    sections: [
      { id: 'hero', type: 'hero', image: 'split-living', action: { ...contactUs, variant: 'primary' } },
      { id: 'intro', type: 'split', image: 'split-eco', imagePosition: 'right' },
      { id: 'what', type: 'text' },
      moreServices(),
    ],
  },
  {
    entryId: 'business',
    slug: { sv: 'foretag', en: 'business' },
    fullWidth: true,
    image: 'hero-business',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-business', action: { ...contactUs, variant: 'primary' } },
      {
        id: 'offer',
        type: 'splitMulti',
        items: [
          { image: 'split-office', action: { href: 'entry:service-office-cleaning', variant: 'text' } },
          { image: 'hero-office-moving', action: { href: 'entry:service-office-moving', variant: 'text' } },
          { image: 'hero-housing', action: { href: 'entry:service-housing-cooperatives', variant: 'text' } },
        ],
      },
      { id: 'widget', type: 'keytoCarouselWidget' },
      { id: 'testimonials', type: 'testimonials', items: [{ image: 'avatar-4' }, { image: 'avatar-5' }] },
      { id: 'benefits', type: 'partnerForm', form: 'employeeBenefits' },
      { id: 'contact', type: 'contact', email: 'foretag@hemglans.example', phone: '08-465 004 50' },
      { id: 'partner', type: 'partnerForm', form: 'partnerApplication' },
      moreBusiness('business'),
    ],
  },
  {
    entryId: 'service-office-cleaning',
    slug: { sv: 'foretag/kontorsstadning', en: 'business/office-cleaning' },
    image: 'hero-office-cleaning',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-office-cleaning', services: ['officeCleaning'] },
      { id: 'intro', type: 'split', image: 'split-office', imagePosition: 'right' },
      { id: 'how', type: 'howItWorks' },
      { id: 'contact', type: 'contact', email: 'foretag@hemglans.example', phone: '08-465 004 50' },
      { id: 'faq', type: 'faq', faqId: 'faq-office-cleaning', microdata: true },
      moreBusiness('service-office-cleaning'),
    ],
  },
  {
    entryId: 'service-office-moving',
    slug: { sv: 'foretag/kontorsflytt', en: 'business/office-moving' },
    image: 'hero-office-moving',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-office-moving', services: ['officeMoving'] },
      { id: 'intro', type: 'split', image: 'split-boxes', imagePosition: 'left' },
      { id: 'steps', type: 'steps' },
      { id: 'book', type: 'action', action: { href: 'route:bookingOfficeMoving', variant: 'primary' } },
      { id: 'faq', type: 'faq', faqId: 'faq-office-moving', microdata: true },
      moreBusiness('service-office-moving'),
    ],
  },
  {
    entryId: 'service-housing-cooperatives',
    slug: { sv: 'foretag/bostadsrattsforeningar', en: 'business/housing-cooperatives' },
    image: 'hero-housing',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-housing', services: ['housingCooperatives'] },
      {
        id: 'offer',
        type: 'splitMulti',
        items: [{ image: 'hero-housing' }, { image: 'split-garden' }, { image: 'split-tools' }],
      },
      { id: 'board', type: 'text' },
      { id: 'contact', type: 'contact', email: 'foretag@hemglans.example', phone: '08-465 004 50' },
      { id: 'faq', type: 'faq', faqId: 'faq-housing-cooperatives', microdata: true },
      moreBusiness('service-housing-cooperatives'),
    ],
  },
  {
    entryId: 'faq',
    slug: { sv: 'vanliga-fragor', en: 'faq' },
    image: 'hero-faq',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-faq' },
      { id: 'general', type: 'faq', faqId: 'faq-general', microdata: true },
      { id: 'booking', type: 'faq', faqId: 'faq-booking', microdata: true },
      { id: 'payment', type: 'faq', faqId: 'faq-payment', microdata: true },
      { id: 'contact', type: 'action', action: { ...contactUs, variant: 'primary' } },
    ],
  },
  {
    entryId: 'contact',
    slug: { sv: 'kontakt', en: 'contact' },
    image: 'hero-contact',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-contact' },
      { id: 'customerService', type: 'contact', email: 'kundservice@hemglans.example', phone: '08-465 004 00' },
      { id: 'offices', type: 'offices', offices: ['stockholm', 'goteborg', 'malmo', 'uppsala'] },
      {
        id: 'team',
        type: 'employees',
        employees: [
          { name: 'Elin Bergström', image: 'avatar-1', email: 'kundservice@hemglans.example', phone: '08-465 004 00' },
          { name: 'Johan Ekdahl', image: 'avatar-3', email: 'stockholm@hemglans.example', phone: '08-465 004 10' },
          { name: 'Amira Haddad', image: 'avatar-6', email: 'goteborg@hemglans.example', phone: '031-390 06 20' },
          { name: 'Mikael Sandén', image: 'avatar-4', email: 'malmo@hemglans.example', phone: '040-628 04 30' },
          { name: 'Linnea Holm', image: 'avatar-2', email: 'uppsala@hemglans.example', phone: '070-174 06 40' },
        ],
      },
      { id: 'faq', type: 'faq', faqId: 'faq-booking', microdata: false },
    ],
  },
  {
    entryId: 'careers',
    slug: { sv: 'karriar', en: 'careers' },
    image: 'hero-careers',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-careers' },
      { id: 'intro', type: 'split', image: 'split-team', imagePosition: 'right' },
      { id: 'benefits', type: 'howItWorks' },
      { id: 'jobs', type: 'pageSpecific', component: 'careerJobs' },
      {
        id: 'voices',
        type: 'testimonials',
        items: [{ image: 'avatar-5' }, { image: 'avatar-2' }, { image: 'avatar-6' }],
      },
      {
        id: 'open',
        type: 'banner',
        action: { href: 'mailto:jobb@hemglans.example?subject=Spontanansokan', variant: 'secondary' },
      },
    ],
  },
  {
    entryId: 'about',
    slug: { sv: 'om-oss', en: 'about' },
    image: 'hero-about',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-about' },
      { id: 'story', type: 'text' },
      {
        id: 'values',
        type: 'splitMulti',
        items: [{ image: 'split-team' }, { image: 'split-eco' }, { image: 'split-living' }],
      },
      {
        id: 'management',
        type: 'employees',
        employees: [
          { name: 'Petra Nyström', image: 'avatar-2' },
          { name: 'Oskar Lindahl', image: 'avatar-3' },
          { name: 'Elin Bergström', image: 'avatar-1' },
          { name: 'Farid Mansour', image: 'avatar-4' },
        ],
      },
      { id: 'areas', type: 'areas' },
      { id: 'careers', type: 'action', action: { href: 'entry:careers', variant: 'primary' } },
    ],
  },
  {
    entryId: 'blog',
    slug: { sv: 'blogg', en: 'blog' },
    image: 'hero-blog',
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-blog' },
      { id: 'posts', type: 'pageSpecific', component: 'postList', category: 'all' },
      { id: 'follow', type: 'banner', action: { href: 'https://www.instagram.com/hemglans', newTab: true, variant: 'text' } },
    ],
  },
  {
    entryId: 'offer-spring-windows',
    slug: { sv: 'erbjudande/fonsterputs-var', en: 'offer/spring-window-cleaning' },
    contentOnly: true,
    noIndex: true,
    image: 'hero-offer',
    gtmEvents: [{ event: 'campaign_view', campaign: 'spring-windows' }],
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-offer', services: ['windowCleaning'] },
      { id: 'terms', type: 'text' },
      { id: 'book', type: 'action', action: { href: 'route:bookingWindowCleaningDirect', variant: 'primary' } },
    ],
  },
  {
    entryId: 'privacy',
    slug: { sv: 'integritetspolicy', en: 'privacy-policy' },
    sections: [{ id: 'body', type: 'text' }],
  },
  {
    entryId: 'cookies',
    slug: { sv: 'cookies', en: 'cookies' },
    sections: [
      { id: 'body', type: 'text' },
      { id: 'settings', type: 'action', action: { href: '#gdpr', variant: 'secondary' } },
    ],
  },
  {
    entryId: 'terms',
    slug: { sv: 'villkor', en: 'terms' },
    sections: [{ id: 'body', type: 'text' }],
  },
  {
    entryId: 'error-404',
    slug: { sv: 'error/404', en: 'error/404' },
    noIndex: true,
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-error' },
      {
        id: 'links',
        type: 'linkList',
        links: [{ href: 'entry:home' }, { href: 'entry:services' }, { href: 'entry:faq' }, { href: 'entry:contact' }],
      },
    ],
  },
  {
    entryId: 'error-500',
    slug: { sv: 'error/500', en: 'error/500' },
    noIndex: true,
    sections: [
      { id: 'hero', type: 'hero', image: 'hero-error' },
      { id: 'help', type: 'contact', email: 'kundservice@hemglans.example', phone: '08-465 004 00' },
    ],
  },
  errorEntry('subscribed-customer', 'hero-home-cleaning'),
  errorEntry('subscribed-customer-zip-code-mismatch', 'hero-contact'),
  errorEntry('service-unavailable', 'hero-error'),
  errorEntry('session-expired', 'hero-error'),
];

export const posts: PostShape[] = [
  {
    entryId: 'post-streak-free-windows',
    slug: { sv: 'blogg/fonster-utan-rander', en: 'blog/streak-free-windows' },
    category: 'tips',
    publishedAt: '2026-03-18T07:00:00+01:00',
    image: 'post-streaks',
    cta: 'route:bookingWindowCleaningDirect',
  },
  {
    entryId: 'post-rut-guide',
    slug: { sv: 'blogg/rut-avdrag-sa-fungerar-det', en: 'blog/rut-deduction-explained' },
    category: 'guides',
    publishedAt: '2026-01-14T07:00:00+01:00',
    image: 'post-rut',
    cta: 'entry:service-home-cleaning',
  },
  {
    entryId: 'post-moving-checklist',
    slug: { sv: 'blogg/checklista-flyttstadning', en: 'blog/move-out-cleaning-checklist' },
    category: 'guides',
    publishedAt: '2026-02-20T07:00:00+01:00',
    image: 'post-moving',
    cta: 'route:bookingMoveOutCleaning',
  },
  {
    entryId: 'post-spring-garden',
    slug: { sv: 'blogg/varens-tradgardsarbete', en: 'blog/spring-garden-jobs' },
    category: 'tips',
    publishedAt: '2026-03-30T07:00:00+02:00',
    image: 'post-garden',
    cta: 'entry:service-gardening',
  },
  {
    entryId: 'post-uppsala-office',
    slug: { sv: 'blogg/nu-finns-vi-i-uppsala', en: 'blog/now-in-uppsala' },
    category: 'news',
    publishedAt: '2025-10-06T07:00:00+02:00',
    image: 'post-uppsala',
  },
  {
    entryId: 'post-eco-products',
    slug: { sv: 'blogg/miljomarkta-rengoringsmedel', en: 'blog/eco-labelled-cleaning-products' },
    category: 'news',
    publishedAt: '2025-11-24T07:00:00+01:00',
    image: 'post-eco',
  },
  {
    entryId: 'post-allergy-cleaning',
    slug: { sv: 'blogg/stada-nar-du-ar-allergisk', en: 'blog/cleaning-with-allergies' },
    category: 'tips',
    publishedAt: '2025-12-09T07:00:00+01:00',
    image: 'post-allergy',
    cta: 'entry:service-home-cleaning',
  },
  {
    entryId: 'post-handyman-jobs',
    slug: { sv: 'blogg/smajobb-for-hantverkaren', en: 'blog/small-jobs-for-a-handyman' },
    category: 'guides',
    publishedAt: '2026-02-04T07:00:00+01:00',
    image: 'post-handyman',
    cta: 'route:bookingGeneralHandyman',
  },
  {
    entryId: 'post-office-routines',
    slug: { sv: 'blogg/fem-rutiner-for-ett-rent-kontor', en: 'blog/five-routines-for-a-clean-office' },
    category: 'guides',
    publishedAt: '2025-09-15T07:00:00+02:00',
    image: 'post-office',
    cta: 'entry:service-office-cleaning',
  },
  {
    entryId: 'post-app-booking',
    slug: { sv: 'blogg/boka-om-i-appen', en: 'blog/rebook-in-the-app' },
    category: 'news',
    publishedAt: '2026-04-20T07:00:00+02:00',
    image: 'post-app',
    // A draft: visible only in preview.
    published: false,
  },
];

/** FAQ entries referenced by `faq` sections (items per language in `content/<lang>/faqs.ts`). */
export const faqIds = [
  'faq-home',
  'faq-general',
  'faq-booking',
  'faq-payment',
  'faq-window-cleaning',
  'faq-deep-cleaning',
  'faq-home-cleaning',
  'faq-moving-cleaning',
  'faq-handyman',
  'faq-gardening',
  'faq-recycling',
  'faq-office-cleaning',
  'faq-office-moving',
  'faq-housing-cooperatives',
] as const;
