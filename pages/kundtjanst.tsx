import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { loadStaffPage } from '../pageLoads/loadStaffPage';
import type { ContentPageProps } from '../ui/page/types';
import { StaffDeskPage } from '../ui/staff/StaffDeskPage';

/** The site's 404 page, off the staff host: its own chunk, so the desk's first load does not carry the content page's view. */
const ContentPageView = dynamic(() => import('../ui/page/ContentPageView').then((module) => module.ContentPageView));

/** `staffDesk` (`/kundtjanst`, `/en/customer-service`): customer service finds or registers the customer they act for; staff host only. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadStaffPage(ctx);

export default function Page(props: ContentPageProps) {
  if (props.error) return <ContentPageView {...props} />;
  return <StaffDeskPage />;
}
