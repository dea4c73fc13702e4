import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loadNotFoundPage } from './loadContentPage';
import { pageSettings } from '../api/pageSettings';
import { isStaffHost } from '../api/staffHost';
import { loadAppPage } from './loadAppPage';
import type { ContentPageProps } from '../ui/page/types';

/** The request was made on the staff host (`STAFF_HOST`): its pages are in customer-service mode. */
export function isStaffRequest(ctx: Pick<GetServerSidePropsContext, 'req'>): boolean {
  return isStaffHost(ctx.req.headers.host, pageSettings().staffHost);
}

/**
 * A customer-service page: it exists only on the staff host (a 404
 * elsewhere, so the public site does not even show that it is there), and
 * no search engine indexes it.
 */
export async function loadStaffPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<ContentPageProps>> {
  ctx.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  if (!isStaffRequest(ctx)) return loadNotFoundPage(ctx);
  return loadAppPage(ctx);
}
