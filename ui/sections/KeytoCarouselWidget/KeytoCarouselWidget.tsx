import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { KeytoEmbed } from '../KeytoWidget/KeytoEmbed';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';

/** The partner widget's carousel of bookable services. */
export function KeytoCarouselWidget({ section }: { section: SectionOf<'keytoCarouselWidget'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <KeytoEmbed
        kind="carousel"
        heading={
          <div className={common.header}>
            <SectionTitle fallback={t({ id: 'sections.keytoCarouselWidget.fallbackTitle', message: 'Popular services' })}>
              {section.title}
            </SectionTitle>
          </div>
        }
      />
    </div>
  );
}
