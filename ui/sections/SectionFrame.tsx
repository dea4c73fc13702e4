import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ServiceInSection } from '../../api/contract/content.schemas';
import styles from './Section.module.css';

/** What `<Sections>` tells each section about its place on the page. */
interface SectionPlace {
  /** Id of the section's heading; the `<section>` is labelled by it. */
  headingId: string;
  /** 1 for the page's first hero, else 2. */
  headingLevel: 1 | 2;
}

export const SectionPlaceContext = createContext<SectionPlace>({ headingId: '', headingLevel: 2 });

const useSectionPlace = () => useContext(SectionPlaceContext);

/** Page-level hooks the sections call; all optional. */
export interface SectionsOptions {
  /**
   * The page's postal-code form (availability, service choice, booking). Given
   * by the page so sections stay free of calls and routing; without it the
   * sections show no postal-code form.
   */
  PostalCodeForm?: ComponentType<{ services: ServiceInSection[]; className?: string; context?: string }>;
}

export const SectionsOptionsContext = createContext<SectionsOptions>({});

export const useSectionsOptions = () => useContext(SectionsOptionsContext);

interface SectionTitleProps {
  /** The editor's title; when empty, `fallback` is the heading for screen readers only. */
  children?: ReactNode;
  fallback: string;
  className?: string;
}

/**
 * The heading of the current section (h1 or h2 as `<Sections>` decides),
 * carrying the id its `<section>` is labelled by. Every section renders
 * exactly one.
 */
export function SectionTitle({ children, fallback, className }: SectionTitleProps) {
  const { headingId, headingLevel } = useSectionPlace();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const visible = children !== undefined && children !== null && children !== '';
  return (
    <Heading
      id={headingId}
      className={visible ? [styles.title, className].filter(Boolean).join(' ') : 'visually-hidden'}
    >
      {visible ? children : fallback}
    </Heading>
  );
}

