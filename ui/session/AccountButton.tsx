import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { routePath } from '../../api/routes';
import type { Locale } from '../../i18n/locales';
import { useSession } from './SessionContext';

/** The customer's menu: its code comes with a logged-in customer (`ui/session/sessionCharts.ts` fetches it ahead for a returning one). */
const AccountMenu = lazy(() => import('./AccountMenu/AccountMenu').then((module) => ({ default: module.AccountMenu })));

/**
 * The header's account button: log in for visitors, the account menu for
 * customers. `offerLogIn: false` (an editor at work, whose menu is beside
 * it) shows the menu of a logged-in customer but no customer log-in.
 */
export function AccountButton({ locale, className, offerLogIn = true }: { locale: Locale; className?: string; offerLogIn?: boolean }) {
  const { view } = useSession();
  const logIn = (
    // My pages' code loads when the pointer or a finger comes to the link, not with every page (see prefetchFor).
    <Link href={routePath('myPages', locale)} locale={false} prefetch={false} className={className} data-testid="login-link">
      <Trans id="shell.header.logIn">Log in</Trans>
    </Link>
  );
  if (!view.isLoggedIn) return offerLogIn ? logIn : null;
  return (
    <Suspense fallback={logIn}>
      <AccountMenu locale={locale} />
    </Suspense>
  );
}
