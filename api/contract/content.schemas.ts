import { z } from 'zod';
import { isSitePath } from '../sitePath';

/**
 * Shapes of the content store: pages, posts, their sections, menus and web
 * config. The server stores and serves these; `ui/sections/` renders them.
 */

export const localeSchema = z.enum(['sv', 'en']);
export type Locale = z.infer<typeof localeSchema>;

/** An image stored by the site, served resized by `GET /api/v1/images/{id}`. */
export const imageRefSchema = z.object({
  id: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/**
 * A link as editors write it. `href` is a site path, an absolute URL or a
 * native app scheme; `internal: 'contact'` opens the contact modal instead.
 */
const linkSchema = z.object({
  label: z.string(),
  href: z.string(),
  newTab: z.boolean().optional(),
  internal: z.enum(['contact']).optional(),
  variant: z.enum(['primary', 'secondary', 'text']).optional(),
});
export type Link = z.infer<typeof linkSchema>;

/** Inline run of rich text. */
const inlineSchema = z.object({
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: z.string().optional(),
});
export type Inline = z.infer<typeof inlineSchema>;

/** Block of rich text. */
const richBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), children: z.array(inlineSchema) }),
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3), z.literal(4)]), text: z.string() }),
  z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(z.array(inlineSchema)) }),
]);
export type RichBlock = z.infer<typeof richBlockSchema>;
const richTextSchema = z.array(richBlockSchema);
export type RichText = z.infer<typeof richTextSchema>;

/** Product names used in booking sections (spec: weeklyCleaning, homeCleaningOneTime, ...). */
export const serviceInSectionSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: imageRefSchema.optional(),
  variant: z.string().optional(),
  referrer: z.string().optional(),
  discountCode: z.string().optional(),
  campaignCode: z.string().optional(),
  catalog: z.boolean().optional(),
  disabled: z.boolean().optional(),
  disabledReason: z.enum(['includedInSubscription', 'subscriptionZipCodeMismatch']).optional(),
});
export type ServiceInSection = z.infer<typeof serviceInSectionSchema>;

export const faqItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: richTextSchema,
});
export type FaqItem = z.infer<typeof faqItemSchema>;

const testimonialSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  description: z.string(),
  image: imageRefSchema.optional(),
  titleLink: z.string().optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  areaCode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const officeSchema = z.object({
  name: z.string(),
  address: addressSchema,
  phone: z.string(),
  email: z.string(),
  openingHours: z.array(z.string()),
  location: z.object({ lat: z.number(), lng: z.number() }),
});
export type Office = z.infer<typeof officeSchema>;

export const postSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: imageRefSchema.optional(),
  videoUrl: z.string().optional(),
  category: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

const base = { id: z.string(), title: z.string().optional() };

/** Every section type a page can hold (spec section 1). */
const sectionSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('hero'),
    title: z.string(),
    subtitle: z.string().optional(),
    image: imageRefSchema.optional(),
    action: linkSchema.optional(),
    /** When set, the hero carries a postal-code form for these services. */
    services: z.array(serviceInSectionSchema).optional(),
  }),
  z.object({ ...base, type: z.literal('banner'), text: z.string(), action: linkSchema.optional() }),
  z.object({ ...base, type: z.literal('linkList'), links: z.array(linkSchema) }),
  z.object({
    ...base,
    type: z.literal('steps'),
    steps: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  z.object({
    ...base,
    type: z.literal('bookingPrimary'),
    title: z.string(),
    text: z.string().optional(),
    services: z.array(serviceInSectionSchema),
  }),
  z.object({
    ...base,
    type: z.literal('split'),
    body: richTextSchema,
    image: imageRefSchema,
    imagePosition: z.enum(['left', 'right']),
    action: linkSchema.optional(),
  }),
  z.object({
    ...base,
    type: z.literal('splitMulti'),
    items: z.array(
      z.object({ title: z.string(), body: richTextSchema, image: imageRefSchema, action: linkSchema.optional() }),
    ),
  }),
  z.object({
    ...base,
    type: z.literal('appDownload'),
    text: z.string(),
    appStoreUrl: z.string(),
    playStoreUrl: z.string(),
    image: imageRefSchema.optional(),
  }),
  z.object({ ...base, type: z.literal('action'), text: z.string().optional(), action: linkSchema }),
  z.object({
    ...base,
    type: z.literal('howItWorks'),
    items: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  z.object({
    ...base,
    type: z.literal('relatedArticles'),
    category: z.string().optional(),
    tags: z.array(z.string()).optional(),
    limit: z.number().int().positive().max(12),
    /** Filled in by the server when the page is served. */
    posts: z.array(postSummarySchema).default([]),
  }),
  z.object({
    ...base,
    type: z.literal('faq'),
    faqId: z.string(),
    microdata: z.boolean(),
    /** Filled in by the server from the FAQ entry `faqId`. */
    items: z.array(faqItemSchema).default([]),
  }),
  z.object({ ...base, type: z.literal('testimonials'), items: z.array(testimonialSchema) }),
  z.object({
    ...base,
    type: z.literal('contact'),
    text: z.string().optional(),
    email: z.string(),
    phone: z.string(),
    openingHours: z.array(z.string()),
  }),
  z.object({
    ...base,
    /** A form a company sends to sales: to become a partner, or its interest in home services as an employee benefit. */
    type: z.literal('partnerForm'),
    form: z.enum(['partnerApplication', 'employeeBenefits']),
    text: z.string().optional(),
  }),
  z.object({
    ...base,
    type: z.literal('areas'),
    areas: z.array(z.object({ name: z.string(), href: z.string().optional() })),
  }),
  z.object({ ...base, type: z.literal('text'), body: richTextSchema }),
  z.object({ ...base, type: z.literal('trustpilot'), stars: z.array(z.number().int().min(1).max(5)) }),
  z.object({ ...base, type: z.literal('keytoWidget'), productId: z.number().int().optional() }),
  z.object({ ...base, type: z.literal('keytoCarouselWidget') }),
  z.object({ ...base, type: z.literal('offices'), offices: z.array(officeSchema) }),
  z.object({
    ...base,
    type: z.literal('employees'),
    employees: z.array(
      z.object({
        name: z.string(),
        role: z.string(),
        image: imageRefSchema.optional(),
        email: z.string().optional(),
        phone: z.string().optional(),
      }),
    ),
  }),
  z.object({
    ...base,
    type: z.literal('pageSpecific'),
    /** Which built-in block to render: the job list or the post list. */
    component: z.enum(['careerJobs', 'postList']),
    category: z.string().optional(),
  }),
]);
export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Path of this entry in each language that has it. */
  hrefLang: z.object({ sv: z.string().optional(), en: z.string().optional() }),
  noIndex: z.boolean().optional(),
  image: imageRefSchema.optional(),
});

/** A page or post as served to the site. */
export const pageSchema = z.object({
  /** Shared by the language versions of one entry. */
  id: z.string(),
  type: z.enum(['Page', 'Post']),
  locale: localeSchema,
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  contentOnly: z.boolean(),
  fullWidth: z.boolean(),
  seo: seoSchema,
  gtmEvents: z.array(z.record(z.string(), z.unknown())),
  document: z.object({ sections: z.array(sectionSchema) }),
  /** Present on posts. */
  post: postSummarySchema.optional(),
  published: z.boolean(),
});
export type Page = z.infer<typeof pageSchema>;

export type MenuItem = {
  name: string;
  href: string;
  as?: string;
  link?: string;
  items?: MenuItem[];
};
const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    href: z.string(),
    as: z.string().optional(),
    link: z.string().optional(),
    items: z.array(menuItemSchema).optional(),
  }),
);

export const menuIdSchema = z.enum(['header', 'footer', 'footerExtras', 'account']);
export type MenuId = z.infer<typeof menuIdSchema>;

export const menusSchema = z.object({
  header: z.array(menuItemSchema).optional(),
  footer: z.array(menuItemSchema).optional(),
  footerExtras: z.array(menuItemSchema).optional(),
  account: z.array(menuItemSchema).optional(),
});
export type Menus = z.infer<typeof menusSchema>;

/** The news banner's item; a new `version` shows again to visitors who dismissed the last one. */
export const newsSchema = z.object({
  version: z.string(),
  enabled: z.boolean(),
  title: z.string(),
  description: z.string().optional(),
  readMore: z.object({ title: z.string(), href: z.string() }).optional(),
  close: z.string().optional(),
  closeable: z.boolean(),
});
export type News = z.infer<typeof newsSchema>;

/** Site-wide settings that editors change without a deploy. */
export const webConfigSchema = z.object({
  chat: z.object({ enabled: z.boolean() }),
  /** Absent when no news item is valid today (Stockholm date). */
  news: newsSchema.optional(),
  company: z.object({
    name: z.string(),
    address: addressSchema,
    phone: z.string(),
    email: z.string(),
    social: z.object({ facebook: z.string(), linkedin: z.string(), instagram: z.string() }),
  }),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

export const redirectionSchema = z.object({
  /** Where to: a path of this site, normalised (a redirection never sends a visitor to another host). */
  path: z.string().refine(isSitePath, 'common.formErrors.default'),
  type: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
});
