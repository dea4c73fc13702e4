import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { routePath, withLocalePrefix } from '../../api/routes';
import { buttonClass } from '../components/Button';
import { useSite } from '../shell/SiteContext';
import { ContentPageView } from './ContentPageView';
import { ErrorActionsFrame } from './ErrorActions';
import type { ContentPageProps } from './types';

/**
 * The session-expired error page (site.md §2, §4), which the server renders
 * in place of a page loaded with the cookies of an ended session: the
 * `error/session-expired` entry, then its block: "log in", which returns to
 * the page asked for (`referrer`, a path the server built from its own
 * routes), and "our services" (home), as the expired-session dialog offers.
 * The block is hidden in the app's webview, which has its own navigation.
 * Its own module, so only the pages that may show it load it, and only then.
 */
export function SessionExpiredPage(props: ContentPageProps) {
  const { locale } = useSite();
  const logIn = routePath('myPages', locale);
  const referrer = props.error?.metadata?.referrer;
  const back = referrer && referrer !== logIn ? `?referrer=${encodeURIComponent(referrer)}` : '';
  const actions = (
    <ErrorActionsFrame>
      <Link href={`${logIn}${back}`} locale={false} className={buttonClass({ variant: 'primary' })}>
        <Trans id="session.expiredModal.logIn">Log in</Trans>
      </Link>
      <Link href={withLocalePrefix('/', locale)} locale={false} className={buttonClass({ variant: 'secondary' })}>
        <Trans id="session.expiredModal.services">Our services</Trans>
      </Link>
    </ErrorActionsFrame>
  );
  return <ContentPageView {...props} actions={actions} />;
}
