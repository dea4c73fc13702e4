import { useId } from 'react';
import { content } from '../../api/calls/content';
import { Faq } from '../sections/Faq/Faq';
import { SectionPlaceContext } from '../sections/SectionFrame';
import sectionStyles from '../sections/Section.module.css';
import { useAnswer } from '../components/useAnswer';
import { useSite } from '../shell/SiteContext';

/**
 * The questions people ask about the service, under its booking: the FAQ
 * of the service's page (`GET /v1/content/faq/{id}`), read in the page's
 * language once the wizard shows, so the booking's first screen never
 * waits for it. Nothing shows while it loads or when it cannot be read: the
 * booking is what the page is for.
 */
export function BookingQuestions({ faqId }: { faqId: string }) {
  const { locale } = useSite();
  const headingId = useId();
  const questions = useAnswer(`${locale}|${faqId}`, (api, signal) => api.call(content.faq, { params: { id: faqId }, signal }));
  if (!questions || questions.items.length === 0) return null;
  // A page section as `<Sections>` draws one: labelled by its h2.
  return (
    <SectionPlaceContext.Provider value={{ headingId, headingLevel: 2 }}>
      <section aria-labelledby={headingId} className={sectionStyles.section} data-testid="booking-questions">
        <Faq section={{ id: 'booking-questions', type: 'faq', faqId, title: questions.title, items: questions.items, microdata: false }} />
      </section>
    </SectionPlaceContext.Provider>
  );
}
