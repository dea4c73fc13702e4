import { Trans } from '@lingui/react/macro';
import Link from 'next/link';
import { routePath } from '../../api/routes';
import type { Locale } from '../../i18n/locales';
import { AccountMenu } from './AccountMenu/AccountMenu';
import { useSession } from './SessionContext';

/** The header's account button: log in for visitors, the account menu for customers. */
export function AccountButton({ locale, className }: { locale: Locale; className?: string }) {
  const { view } = useSession();
  if (view.isLoggedIn) return <AccountMenu locale={locale} />;
  return (
    // My pages' code loads when the pointer or a finger comes to the link, not with every page (see prefetchFor).
    <Link href={routePath('myPages', locale)} locale={false} prefetch={false} className={className} data-testid="login-link">
      <Trans id="shell.header.logIn">Log in</Trans>
    </Link>
  );
}
