import { Trans } from '@lingui/react/macro';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import type { Customer } from '../../../api/contract/customer';
import { matchRoute, routePath, withLocalePrefix } from '../../../api/routes';
import { useSite } from '../../shell/SiteContext';
import { useSession } from '../SessionContext';

/**
 * A page behind login: shows its content for a logged-in customer, and sends
 * anyone else to the log-in page, which brings them back here afterwards.
 */
export function RequireCustomer({ children }: { children: (customer: Customer) => ReactNode }) {
  const { view } = useSession();
  const { locale } = useSite();
  const router = useRouter();
  const mustLogIn = view.isReady && !view.busy && !view.isLoggedIn && !view.showExpiredModal;

  useEffect(() => {
    if (!mustLogIn) return;
    const path = router.asPath.split(/[?#]/)[0] ?? '/';
    const route = matchRoute(path);
    const here = route ? routePath(route.name, locale, route.params) : withLocalePrefix(path, locale);
    void router.replace(`${routePath('myPages', locale)}?referrer=${encodeURIComponent(here)}`, undefined, { locale: false });
  }, [mustLogIn, router, locale]);

  if (!view.customer) {
    return (
      <p role="status" aria-live="polite" style={{ textAlign: 'center', margin: '4rem auto' }}>
        <Trans id="session.loading">Loading…</Trans>
      </p>
    );
  }
  return <>{children(view.customer)}</>;
}
