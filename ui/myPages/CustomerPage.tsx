import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { ContentPageProps } from '../page/types';
import { MyPagesMessages } from './MyPagesMessages';
import type { MyPagesPage } from './PageTitle';

/**
 * The session-expired error page, which the server renders in place of a
 * customer page loaded with the cookies of an ended session
 * (`loadCustomerPage`): its code loads only then.
 */
const SessionExpiredPage = dynamic(() => import('../page/SessionExpiredPage').then((module) => module.SessionExpiredPage));

/**
 * A page of My pages behind login, with My pages' messages: `pageProps` are
 * its server props, and an error there (the session has ended) shows the
 * error page instead of the screen.
 */
export function CustomerPage({ page, pageProps, children }: { page: MyPagesPage; pageProps: ContentPageProps; children: ReactNode }) {
  if (pageProps.error) return <SessionExpiredPage {...pageProps} />;
  return <MyPagesMessages page={page}>{children}</MyPagesMessages>;
}
