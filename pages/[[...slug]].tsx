import type { GetServerSideProps } from 'next';
import { ContentPageView } from '../ui/page/ContentPageView';
import { loadContentPage } from '../pageLoads/loadContentPage';
import type { ContentPageProps } from '../ui/page/types';

/** Home page (`/`, `/en`), content pages and posts at their slugs, and the 404 page. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadContentPage(ctx);

export default ContentPageView;
