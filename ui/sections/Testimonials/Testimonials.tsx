import { useLingui } from '@lingui/react/macro';
import type { SectionOf, Testimonial } from '../../../api/contract/content.schemas';
import { Picture } from '../../components/Picture';
import { Slider } from '../../components/Slider/Slider';
import { SmartLink } from '../../components/SmartLink';
import { useBoundedIndex } from '../../components/Slider/useBoundedIndex';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './Testimonials.module.css';

function Quote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>{testimonial.description}</p>
      </blockquote>
      <figcaption className={styles.author}>
        {testimonial.image && (
          // The name next to it says who this is.
          <Picture image={testimonial.image} width={64} height={64} alt="" className={styles.avatar} imgClassName={styles.avatarImage} />
        )}
        <span className={styles.who}>
          <span className={styles.name}>
            {testimonial.titleLink ? <SmartLink href={testimonial.titleLink}>{testimonial.title}</SmartLink> : testimonial.title}
          </span>
          {testimonial.subtitle && <span className={styles.subtitle}>{testimonial.subtitle}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

function TestimonialSlider({ items }: { items: Testimonial[] }) {
  const { t } = useLingui();
  const state = useBoundedIndex(items.length);
  const current = items[state.index];
  return (
    <Slider
      state={state}
      labels={{
        carousel: t({ id: 'sections.testimonials.carousel', message: 'Customer testimonials' }),
        previous: t({ id: 'sections.testimonials.previous', message: 'Previous testimonial' }),
        next: t({ id: 'sections.testimonials.next', message: 'Next testimonial' }),
        slide: (position, count) => t({ id: 'sections.testimonials.slide', message: `${position} of ${count}` }),
        dot: (position) => t({ id: 'sections.testimonials.dot', message: `Show testimonial ${position}` }),
      }}
    >
      {current && <Quote testimonial={current} />}
    </Slider>
  );
}

/** Customer testimonials, one at a time. */
export function Testimonials({ section }: { section: SectionOf<'testimonials'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.testimonials.fallbackTitle', message: 'What our customers say' })}>
          {section.title}
        </SectionTitle>
      </div>
      {section.items.length > 0 && <TestimonialSlider key={section.items.length} items={section.items} />}
    </div>
  );
}
