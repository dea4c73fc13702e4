import type { ImageRef, Office, Section, SectionOf, SectionType, Testimonial } from '../../../api/contract/content.schemas';

const image = (id: string, alt: string): ImageRef => ({ id, alt, width: 1200, height: 800 });

const office = (name: string, street: string, areaCode: string, city: string): Office => ({
  name,
  address: { street, areaCode, city },
  phone: '08-123 45 67',
  email: `${city.toLowerCase()}@example.se`,
  openingHours: ['Mon–Fri 08–17', 'Sat 10–14'],
  location: { lat: 59.3326, lng: 18.0649 },
});

export const testimonials: Testimonial[] = [
  { title: 'Anna L.', subtitle: 'Weekly cleaning, Solna', description: 'Always on time and the flat is spotless.', image: image('t1', 'Anna') },
  { title: 'Björn K.', subtitle: 'Window cleaning', description: 'Streak-free windows, friendly staff.', titleLink: '/omdomen' },
  { title: 'Cecilia M.', description: 'Easy to book and great value with the RUT deduction.' },
];

export const areaNames = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Area ${index + 1}`, href: index % 3 === 0 ? `/omraden/area-${index + 1}` : undefined }));

/** One realistic section of every type; typed so a new section type needs a fixture here. */
export const sectionsByType: { [T in SectionType]: SectionOf<T> } = {
  hero: {
    id: 'hero-1',
    type: 'hero',
    title: 'Home cleaning you can trust',
    subtitle: 'Vetted cleaners, fixed prices and 50% off with the RUT deduction.',
    image: image('hero', 'A bright, freshly cleaned living room'),
    action: { label: 'See our services', href: '/en/services', variant: 'secondary' },
    services: [
      { productId: 303001, title: 'Weekly cleaning', slug: 'weekly-cleaning' },
      { productId: 302002, title: 'One-time cleaning', slug: 'home-cleaning' },
    ],
  },
  banner: { id: 'banner-1', type: 'banner', title: 'Spring offer', text: '20% off your first window cleaning.', action: { label: 'Book now', href: '/en/book/window-cleaning' } },
  linkList: {
    id: 'links-1',
    type: 'linkList',
    title: 'Our services',
    links: [
      { label: 'Home cleaning', href: '/en/home-cleaning' },
      { label: 'Window cleaning', href: '/en/window-cleaning' },
      { label: 'Contact us', href: '', internal: 'contact' },
    ],
  },
  steps: {
    id: 'steps-1',
    type: 'steps',
    title: 'Book in three steps',
    steps: [
      { title: 'Enter your postal code', text: 'See which services we offer where you live.' },
      { title: 'Pick a time', text: 'Choose a day and time that suit you.' },
      { title: 'Relax', text: 'We take care of the rest.' },
    ],
  },
  bookingPrimary: {
    id: 'booking-1',
    type: 'bookingPrimary',
    title: 'Book cleaning',
    text: 'Choose a service and enter your postal code.',
    services: [
      { productId: 303001, title: 'Weekly cleaning', slug: 'weekly-cleaning', image: image('s1', 'Cleaner at work') },
      { productId: 302004, title: 'Deep cleaning', slug: 'deep-cleaning', image: image('s2', 'Kitchen') },
      { productId: 311004, title: 'Moving cleaning', slug: 'moving-cleaning', disabled: true, disabledReason: 'includedInSubscription' },
    ],
  },
  split: {
    id: 'split-1',
    type: 'split',
    title: 'Our cleaners',
    body: [{ type: 'paragraph', children: [{ text: 'All our cleaners are ' }, { text: 'employed', bold: true }, { text: ' and insured.' }] }],
    image: image('split', 'Two cleaners smiling'),
    imagePosition: 'right',
    action: { label: 'Work with us', href: '/en/careers' },
  },
  splitMulti: {
    id: 'split-multi-1',
    type: 'splitMulti',
    title: 'Why choose us',
    items: [
      { title: 'Quality guarantee', body: [{ type: 'paragraph', children: [{ text: 'Not happy? We come back for free.' }] }], image: image('q', 'Checklist') },
      { title: 'Eco-labelled products', body: [{ type: 'paragraph', children: [{ text: 'Gentle on your home and the planet.' }] }], image: image('e', 'Cleaning products') },
    ],
  },
  appDownload: {
    id: 'app-1',
    type: 'appDownload',
    title: 'Manage your bookings in the app',
    text: 'Reschedule, rate and pay in a few taps.',
    appStoreUrl: 'https://apps.apple.com/se/app/id123',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=se.example',
  },
  action: { id: 'action-1', type: 'action', title: 'Ready to start?', text: 'Get a price in a minute.', action: { label: 'Get a price', href: '/en/price' } },
  howItWorks: {
    id: 'how-1',
    type: 'howItWorks',
    title: 'How it works',
    items: [
      { title: 'One', text: 'First' },
      { title: 'Two', text: 'Second' },
      { title: 'Three', text: 'Third' },
      { title: 'Four', text: 'Fourth' },
      { title: 'Five', text: 'Fifth' },
    ],
  },
  relatedArticles: {
    id: 'related-1',
    type: 'relatedArticles',
    title: 'Tips from our cleaners',
    limit: 3,
    posts: [
      {
        id: 'p1',
        slug: 'clean-windows',
        path: '/en/tips/clean-windows',
        title: 'Streak-free windows in five steps',
        excerpt: 'The professionals’ method for clear glass.',
        image: image('p1', 'Window'),
        category: 'Tips',
        tags: ['windows'],
        publishedAt: '2026-03-01T08:00:00Z',
      },
      {
        id: 'p2',
        slug: 'oven',
        path: '/en/tips/oven',
        title: 'How to clean your oven',
        excerpt: 'Baking soda does the heavy lifting.',
        category: 'Tips',
        tags: ['kitchen'],
        publishedAt: '2026-02-01T08:00:00Z',
      },
    ],
  },
  faq: {
    id: 'faq-1',
    type: 'faq',
    title: 'Questions and answers',
    faqId: 'faq-home',
    microdata: true,
    items: [
      { id: 'q1', question: 'What is the RUT deduction?', answer: [{ type: 'paragraph', children: [{ text: 'A tax deduction of 50% on labour.' }] }] },
      { id: 'q2', question: 'Do I need to be home?', answer: [{ type: 'paragraph', children: [{ text: 'No, you can leave a key.' }] }] },
    ],
  },
  testimonials: { id: 'testimonials-1', type: 'testimonials', title: 'What our customers say', items: testimonials },
  contact: {
    id: 'contact-1',
    type: 'contact',
    title: 'Customer service',
    text: 'We are here to help.',
    email: 'hello@example.se',
    phone: '010-123 45 67',
    openingHours: ['Mon–Fri 08–17'],
  },
  areas: { id: 'areas-1', type: 'areas', title: 'Where we clean', areas: areaNames(45) },
  text: {
    id: 'text-1',
    type: 'text',
    body: [
      { type: 'heading', level: 2, text: 'About the service' },
      { type: 'paragraph', children: [{ text: 'Read our ' }, { text: 'terms', href: '/en/terms' }, { text: '.' }] },
      { type: 'list', items: [[{ text: 'Insured' }], [{ text: 'Vetted' }]] },
    ],
  },
  trustpilot: { id: 'tp-1', type: 'trustpilot', title: 'Reviews', stars: [4, 5] },
  keytoWidget: { id: 'keyto-1', type: 'keytoWidget', title: 'Book a handyman', productId: 340030 },
  keytoCarouselWidget: { id: 'keyto-carousel-1', type: 'keytoCarouselWidget' },
  partnerForm: { id: 'partner-form-1', type: 'partnerForm', form: 'employeeBenefits', title: 'Home services for your staff', text: 'Give your employees more free time.' },
  offices: {
    id: 'offices-1',
    type: 'offices',
    title: 'Our offices',
    offices: [office('Stockholm', 'Storgatan 1', '11122', 'Stockholm'), office('Göteborg', 'Avenyn 2', '41136', 'Göteborg')],
  },
  employees: {
    id: 'employees-1',
    type: 'employees',
    title: 'Meet the team',
    employees: [
      { name: 'Eva Ek', role: 'Area manager', email: 'eva@example.se', phone: '070-123 45 67', image: image('eva', 'Eva Ek') },
      { name: 'Olle Berg', role: 'Customer service' },
    ],
  },
  pageSpecific: { id: 'ps-1', type: 'pageSpecific', component: 'postList', category: 'tips' },
};

export const allSections = Object.values(sectionsByType) as Section[];
