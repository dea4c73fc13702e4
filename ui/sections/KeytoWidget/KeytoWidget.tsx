import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import { KeytoEmbed } from './KeytoEmbed';

/** The partner booking widget (optionally for one product). */
export function KeytoWidget({ section }: { section: SectionOf<'keytoWidget'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <KeytoEmbed
        kind="booking"
        productId={section.productId}
        heading={
          <div className={common.header}>
            <SectionTitle fallback={t({ id: 'sections.keytoWidget.fallbackTitle', message: 'Book online' })}>
              {section.title}
            </SectionTitle>
          </div>
        }
      />
    </div>
  );
}
