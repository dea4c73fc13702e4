import { useLingui } from '@lingui/react/macro';
import Head from 'next/head';
import { useSite } from '../shell/SiteContext';

/** The pages of My pages, each with its own document title. */
export type MyPagesPage = 'myPages' | 'bookings' | 'booking' | 'invoices' | 'invoice' | 'subscriptions' | 'account' | 'notifications' | 'users' | 'invitation';

/**
 * The document title of a page of My pages (`Mina bokningar | <brand>`),
 * which a screen reader announces and a tab shows. My pages are a person's
 * own: nothing here is for search engines.
 */
export function PageTitle({ page }: { page: MyPagesPage }) {
  const { t } = useLingui();
  const { webConfig } = useSite();
  const titles: Record<MyPagesPage, string> = {
    myPages: t({ id: 'myPages.title.myPages', message: 'My pages' }),
    bookings: t({ id: 'myPages.title.bookings', message: 'My bookings' }),
    booking: t({ id: 'myPages.title.booking', message: 'Your visit' }),
    invoices: t({ id: 'myPages.title.invoices', message: 'Invoices' }),
    invoice: t({ id: 'myPages.title.invoice', message: 'Invoice' }),
    subscriptions: t({ id: 'myPages.title.subscriptions', message: 'Subscriptions' }),
    account: t({ id: 'myPages.title.account', message: 'My account' }),
    notifications: t({ id: 'myPages.title.notifications', message: 'Notifications' }),
    users: t({ id: 'myPages.title.users', message: 'Users and power of attorney' }),
    invitation: t({ id: 'myPages.title.invitation', message: 'Invitation' }),
  };
  const brand = webConfig?.company.name;
  return (
    <Head>
      <title>{brand ? `${titles[page]} | ${brand}` : titles[page]}</title>
      <meta
        name="description"
        content={t({ id: 'myPages.description', message: 'Your bookings, invoices, subscriptions and account details in one place.' })}
      />
      <meta name="robots" content="noindex" />
    </Head>
  );
}
