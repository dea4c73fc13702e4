import type { GetServerSideProps } from 'next';
import { ContentPageView } from '../ui/page/ContentPageView';
import { loadStaffPage } from '../ui/page/loadStaffPage';
import type { ContentPageProps } from '../ui/page/types';
import { StaffDeskPage } from '../ui/staff/StaffDeskPage';

/** `staffDesk` (`/kundtjanst`, `/en/customer-service`): customer service finds or registers the customer they act for; staff host only. */
export const getServerSideProps: GetServerSideProps<ContentPageProps> = (ctx) => loadStaffPage(ctx);

export default function Page(props: ContentPageProps) {
  // Off the staff host: the site's 404 page.
  if (props.error) return <ContentPageView {...props} />;
  return <StaffDeskPage />;
}
