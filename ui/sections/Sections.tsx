import { memo, Suspense, use, useId, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import type { Section, SectionOf, SectionType } from '../../api/contract/content.schemas';
import { Banner } from './Banner/Banner';
import { Hero } from './Hero/Hero';
import { DEFERRED_SECTION_TYPES, loadSection, sectionHydrated, whenNearScreen, type DeferredSectionType, type EagerSectionType } from './deferredSections';
import { SectionPlaceContext, SectionsOptionsContext, type SectionsOptions } from './SectionFrame';
import styles from './Section.module.css';
import { useHydrating } from '../components/useHydrating';

type SectionComponent<T extends SectionType> = ComponentType<{ section: SectionOf<T> }>;

/** The sections drawn at the top of a page, hydrated with it; every other type is in `deferredSections.ts`. */
const eagerSections: { [T in EagerSectionType]: SectionComponent<T> } = { hero: Hero, banner: Banner };

/** Every section type the page can show, drawn at once or deferred. */
export const sectionTypes: readonly SectionType[] = [...(Object.keys(eagerSections) as EagerSectionType[]), ...DEFERRED_SECTION_TYPES];

const isEager = (type: SectionType): type is EagerSectionType => Object.hasOwn(eagerSections, type);


/**
 * A deferred section's content. While the page hydrates, it waits until the
 * section comes near the screen (the server's HTML stays shown and its
 * links work meanwhile), then for its code, and hydrates the HTML in place.
 * Rendered later (a client navigation), it only needs its code.
 */
function DeferredContent<T extends DeferredSectionType>({ type, section, selector }: { type: T; section: SectionOf<T>; selector: string }) {
  const hydrating = useHydrating();
  if (hydrating && typeof window !== 'undefined') use(whenNearScreen(selector));
  const Component = use(loadSection(type));
  useLayoutEffect(() => sectionHydrated(selector), [selector]);
  return <Component section={section} />;
}

/**
 * What a deferred section shows while its code loads. While hydrating, React
 * shows this only if it gives up hydrating the section (something above it
 * changed first): it then keeps the server's HTML, read before React
 * replaces it, so nothing moves. Rendered on a client navigation, it is
 * empty for the moment the code takes.
 */
function KeptServerHtml({ selector }: { selector: string }) {
  const [html] = useState(() => (typeof document === 'undefined' ? '' : (document.querySelector(selector)?.innerHTML ?? '')));
  return html ? <div className={styles.kept} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** Sections that draw their own full-width background and spacing. */
const FULL_BLEED: ReadonlySet<SectionType> = new Set(['hero', 'banner']);

/** `CSS.escape` where the browser has it; React's ids need no escaping on the server, where nothing is looked up. */
const CSS_ESCAPE = (value: string) => (typeof CSS === 'undefined' ? value : CSS.escape(value));

function SectionContent({ section, headingId }: { section: Section; headingId: string }) {
  if (isEager(section.type)) {
    const Component = eagerSections[section.type] as SectionComponent<typeof section.type>;
    return <Component section={section as SectionOf<typeof section.type>} />;
  }
  const selector = `section[aria-labelledby="${CSS_ESCAPE(headingId)}"]`;
  return (
    <Suspense fallback={<KeptServerHtml selector={selector} />}>
      <DeferredContent type={section.type} section={section as SectionOf<typeof section.type>} selector={selector} />
    </Suspense>
  );
}

/**
 * One section. Memoised: a section whose data did not change is not drawn
 * again when the page is, which for a deferred section still waiting to
 * hydrate would make React give up hydrating it and draw it anew.
 */
const SectionBlock = memo(function SectionBlock({ section, headingLevel }: { section: Section; headingLevel: 1 | 2 }) {
  const headingId = useId();
  const place = useMemo(() => ({ headingId, headingLevel }), [headingId, headingLevel]);
  if (!sectionTypes.includes(section.type)) {
    // Content newer than this build: skip it rather than break the page.
    console.warn(`No component for section type "${(section as { type: string }).type}"`);
    return null;
  }
  return (
    <SectionPlaceContext.Provider value={place}>
      <section
        aria-labelledby={headingId}
        data-section-type={section.type}
        className={FULL_BLEED.has(section.type) ? styles.bleed : styles.section}
      >
        <SectionContent section={section} headingId={headingId} />
      </section>
    </SectionPlaceContext.Provider>
  );
});

interface SectionsProps extends SectionsOptions {
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
