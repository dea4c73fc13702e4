import { useId, useMemo, type ComponentType } from 'react';
import type { Section, SectionOf, SectionType } from '../../api/contract/content.schemas';
import { Action } from './Action/Action';
import { AppDownload } from './AppDownload/AppDownload';
import { Areas } from './Areas/Areas';
import { Banner } from './Banner/Banner';
import { BookingPrimary } from './BookingPrimary/BookingPrimary';
import { Contact } from './Contact/Contact';
import { Employees } from './Employees/Employees';
import { Faq } from './Faq/Faq';
import { Hero } from './Hero/Hero';
import { HowItWorks } from './HowItWorks/HowItWorks';
import { KeytoCarouselWidget } from './KeytoCarouselWidget/KeytoCarouselWidget';
import { KeytoWidget } from './KeytoWidget/KeytoWidget';
import { LinkList } from './LinkList/LinkList';
import { Offices } from './Offices/Offices';
import { PageSpecific } from './PageSpecific/PageSpecific';
import { RelatedArticles } from './RelatedArticles/RelatedArticles';
import { Split } from './Split/Split';
import { SplitMulti } from './SplitMulti/SplitMulti';
import { Steps } from './Steps/Steps';
import { Testimonials } from './Testimonials/Testimonials';
import { Text } from './Text/Text';
import { Trustpilot } from './Trustpilot/Trustpilot';
import { SectionPlaceContext, SectionsOptionsContext, type SectionsOptions } from './SectionFrame';
import styles from './Section.module.css';

export type SectionComponent<T extends SectionType> = ComponentType<{ section: SectionOf<T> }>;

/** One component per section type: a type without a component fails to compile. */
export type SectionRegistry = { [T in SectionType]: SectionComponent<T> };

export const sectionRegistry: SectionRegistry = {
  hero: Hero,
  banner: Banner,
  linkList: LinkList,
  steps: Steps,
  bookingPrimary: BookingPrimary,
  split: Split,
  splitMulti: SplitMulti,
  appDownload: AppDownload,
  action: Action,
  howItWorks: HowItWorks,
  relatedArticles: RelatedArticles,
  faq: Faq,
  testimonials: Testimonials,
  contact: Contact,
  areas: Areas,
  text: Text,
  trustpilot: Trustpilot,
  keytoWidget: KeytoWidget,
  keytoCarouselWidget: KeytoCarouselWidget,
  offices: Offices,
  employees: Employees,
  pageSpecific: PageSpecific,
};

/** Sections that draw their own full-width background and spacing. */
const FULL_BLEED: ReadonlySet<SectionType> = new Set(['hero', 'banner']);

function componentFor<T extends SectionType>(type: T): SectionComponent<T> | undefined {
  return sectionRegistry[type];
}

function SectionBlock({ section, headingLevel }: { section: Section; headingLevel: 1 | 2 }) {
  const headingId = useId();
  const Component = componentFor(section.type);
  if (!Component) {
    // Content newer than this build: skip it rather than break the page.
    console.warn(`No component for section type "${(section as { type: string }).type}"`);
    return null;
  }
  return (
    <SectionPlaceContext.Provider value={{ headingId, headingLevel }}>
      <section
        aria-labelledby={headingId}
        data-section-type={section.type}
        className={FULL_BLEED.has(section.type) ? styles.bleed : styles.section}
      >
        <Component section={section} />
      </section>
    </SectionPlaceContext.Provider>
  );
}

export interface SectionsProps extends SectionsOptions {
  /** `page.document.sections`. */
  sections: Section[];
}

/**
 * The content sections of a page, in order. Each is a `<section>` labelled by
 * its heading: h1 for the page's first hero, h2 for every other section.
 */
export function Sections({ sections, PostalCodeForm }: SectionsProps) {
  const firstHero = sections.findIndex((section) => section.type === 'hero');
  const options = useMemo(() => ({ PostalCodeForm }), [PostalCodeForm]);
  return (
    <SectionsOptionsContext.Provider value={options}>
      {sections.map((section, index) => (
        <SectionBlock key={`${section.id}-${index}`} section={section} headingLevel={index === firstHero ? 1 : 2} />
      ))}
    </SectionsOptionsContext.Provider>
  );
}
