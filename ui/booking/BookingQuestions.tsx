import { useEffect, useId, useState } from 'react';
import { content } from '../../api/calls/content';
import type { FaqItem } from '../../api/contract/content.schemas';
import { Faq } from '../sections/Faq/Faq';
import { SectionPlaceContext } from '../sections/SectionFrame';
import sectionStyles from '../sections/Section.module.css';
import { useApi } from '../shell/ApiContext';
import { useSite } from '../shell/SiteContext';

interface Questions {
  key: string;
  title: string;
  items: FaqItem[];
}

/**
 * The questions people ask about the service, under its booking: the FAQ
 * of the service's page (`GET /v1/content/faq/{id}`), read in the page's
 * language once the wizard shows, so the booking's first screen never
 * waits for it. Nothing shows while it loads or when it cannot be read: the
 * booking is what the page is for.
 */
export function BookingQuestions({ faqId }: { faqId: string }) {
  const api = useApi();
  const { locale } = useSite();
  const key = `${locale}|${faqId}`;
  const headingId = useId();
  const [questions, setQuestions] = useState<Questions | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call(content.faq, { params: { id: faqId }, signal: controller.signal })
      .then(({ title, items }) => setQuestions({ key, title, items }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [api, faqId, key]);

  if (!questions || questions.key !== key || questions.items.length === 0) return null;
  // A page section as `<Sections>` draws one: labelled by its h2.
  return (
    <SectionPlaceContext.Provider value={{ headingId, headingLevel: 2 }}>
      <section aria-labelledby={headingId} className={sectionStyles.section} data-testid="booking-questions">
        <Faq section={{ id: 'booking-questions', type: 'faq', faqId, title: questions.title, items: questions.items, microdata: false }} />
      </section>
    </SectionPlaceContext.Provider>
  );
}
