import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountButton, AccountPending } from '../../../ui/session/AccountButton';
import { ProvideNotifications } from '../../../ui/notifications/NotificationsContext';
import { notificationsActor, standingOf } from '../../support/notifications';
import { resetSession } from './fakeSession';
import { customer, registerSessionHooks, renderWithProviders } from './support';

registerSessionHooks();

vi.mock('../../../ui/session/SessionContext', () => import('./fakeSession'));

function renderButton(locale: 'sv' | 'en', loggedIn: boolean) {
  const who = loggedIn ? customer({}) : null;
  resetSession(loggedIn ? { isLoggedIn: true, customer: who!, sessionId: 's-1' } : {});
  return renderWithProviders(
    <ProvideNotifications actor={notificationsActor(standingOf(who))}>
      <AccountButton locale={locale} />
    </ProvideNotifications>,
    { site: { locale } },
  );
}

describe('<AccountButton>', () => {
  it.each([
    ['sv', 'Mina bokningar', '/mina-sidor/bokningar'],
    ['en', 'My bookings', '/en/my-pages/bookings'],
  ] as const)('gives a logged-in customer a link to My bookings beside the account menu (%s)', async (locale, name, href) => {
    renderButton(locale, true);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    // Not even while the menu's code comes: a logged-in customer is never offered "Log in".
    expect(screen.queryByTestId('login-link')).toBeNull();
    expect(await screen.findByRole('button', { name: /Kontomeny|Account menu/ })).toBeInTheDocument();
    expect(screen.queryByTestId('account-menu-loading')).toBeNull();
    expect(screen.queryByTestId('login-link')).toBeNull();
  });

  it("holds the menu's place with the customer's name while its code comes, busy, with no log-in", () => {
    renderWithProviders(<AccountPending name="Karin" />);
    const pending = screen.getByTestId('account-menu-loading');
    expect(pending).toHaveTextContent(/^Karin$/);
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Log in|Logga in/)).toBeNull();
  });

  it('gives a visitor the log-in link and no link to bookings', () => {
    renderButton('en', false);
    expect(screen.getByTestId('login-link')).toHaveAttribute('href', '/en/my-pages');
    expect(screen.queryByTestId('header-my-bookings')).toBeNull();
  });
});
