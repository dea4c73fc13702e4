import { useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { useSite } from '../../shell/SiteContext';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import { CareerJobs } from './CareerJobs';
import { PostList } from './PostList';

/** Built-in blocks an editor can place on a page: the job list or the post list. */
export function PageSpecific({ section }: { section: SectionOf<'pageSpecific'> }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const fallback =
    section.component === 'careerJobs'
      ? t({ id: 'sections.pageSpecific.careerJobsTitle', message: 'Open positions' })
      : t({ id: 'sections.pageSpecific.postListTitle', message: 'Articles' });
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={fallback}>{section.title}</SectionTitle>
      </div>
      {section.component === 'careerJobs' ? <CareerJobs /> : <PostList key={`${section.category ?? ''}-${locale}`} category={section.category} />}
    </div>
  );
}
