import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_EVENTS_BLOCKED_MS } from '../../../machines/shell/constants';
import { ACCOUNT_MENU_CLOSE_DELAY_MS, AccountMenu } from '../../../ui/session/AccountMenu/AccountMenu';
import type { ReactElement } from 'react';
import type { Customer } from '../../../api/contract/customer';
import { ProvideNotifications } from '../../../ui/notifications/NotificationsContext';
import { notificationsActor, standingOf } from '../../support/notifications';
import { fakeSession, resetSession } from './fakeSession';
import { account, companyAccount, customer, renderWithProviders, setDevice, registerSessionHooks } from './support';

registerSessionHooks();

vi.mock('../../../ui/session/SessionContext', () => import('./fakeSession'));

const menuButton = () => screen.getByRole('button', { name: /Account menu|Kontomeny/ });

/** The menu with the tab's live counts as they stand for this customer (a sub-account has none). */
function withNotifications(ui: ReactElement, who: Customer | null = fakeSession.view.customer) {
  return <ProvideNotifications actor={notificationsActor(standingOf(who))}>{ui}</ProvideNotifications>;
}

function renderMenu(overrides: Parameters<typeof customer>[0] = {}, locale: 'sv' | 'en' = 'en') {
  const who = customer(overrides);
  resetSession({ isLoggedIn: true, customer: who, sessionId: 's-1' });
  return renderWithProviders(withNotifications(<AccountMenu locale={locale} />, who), { site: { locale } });
}

beforeEach(() => {
  resetSession();
  setDevice({ width: 1280, hover: true });
});

describe('<AccountMenu>', () => {
  it('renders nothing when nobody is logged in', () => {
    const { container } = renderWithProviders(withNotifications(<AccountMenu locale="en" />));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the first name on a closed disclosure button that opens the menu on click', async () => {
    setDevice({ width: 400, hover: false });
    // The header's menu lock is a second long: the test moves the clock instead of waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderMenu();
    const button = menuButton();
    expect(button).toHaveTextContent('Anna');
    // A disclosure of links, not an ARIA menu: no popup role is promised.
    expect(button).not.toHaveAttribute('aria-haspopup');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByText('Anna Andersson')).toBeVisible();
    expect(screen.getByText('anna@example.se')).toBeVisible();
    expect(screen.getByText('Language: English')).toBeVisible();

    // A second tap of the same gesture does not close it; one after the header's menu lock does.
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(MENU_EVENTS_BLOCKED_MS));
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to my pages, notifications, account and my bookings in the current language', async () => {
    renderMenu({}, 'sv');
    await userEvent.click(menuButton());
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/mina-sidor', '/mina-sidor/notiser', '/mina-sidor/konto', '/mina-sidor/bokningar']);
  });

  it('opens on hover on a desktop and closes shortly after the pointer leaves', async () => {
    renderMenu();
    const root = screen.getByTestId('account-menu');
    vi.useFakeTimers();
    fireEvent.mouseEnter(root);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(ACCOUNT_MENU_CLOSE_DELAY_MS - 50));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    // Coming back in time keeps it open.
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(ACCOUNT_MENU_CLOSE_DELAY_MS * 2));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(ACCOUNT_MENU_CLOSE_DELAY_MS));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open on hover on a phone, a tablet or a touch screen', () => {
    for (const device of [
      { width: 400, hover: false },
      { width: 800, hover: true },
      { width: 1280, hover: false },
    ]) {
      setDevice(device);
      const { unmount } = renderMenu();
      fireEvent.mouseEnter(screen.getByTestId('account-menu'));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      unmount();
    }
  });

  it('keeps a hover-opened menu open when the same gesture clicks the button', async () => {
    renderMenu();
    await userEvent.hover(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    setDevice({ width: 400, hover: false });
    renderMenu();
    menuButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'My pages' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('moves into the menu with the arrow keys', async () => {
    renderMenu();
    menuButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My pages' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Notifications/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'My pages' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    setDevice({ width: 400, hover: false });
    renderMenu();
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out with a redirect home', async () => {
    renderMenu();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(fakeSession.send).toHaveBeenCalledWith({ type: 'logout.requested', redirect: true });
  });

  it('shows the unread dot with the count for screen readers only when something is unread', async () => {
    const { unmount } = renderMenu({ notifications: { total: 4, unread: 3 } });
    await userEvent.click(menuButton());
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications 3 unread notifications' })).toBeVisible();
    unmount();

    renderMenu({ notifications: { total: 4, unread: 0 } });
    await userEvent.click(menuButton());
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeVisible();
  });

  it('shows no unread dot while acting for another account: only a main account has live counts', async () => {
    renderMenu({ isMainAccount: false, isPowerOfAttorney: true, notifications: { total: 4, unread: 3 } });
    await userEvent.click(menuButton());
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeVisible();
  });

  it('says whom a power of attorney acts for and switches between the accounts', async () => {
    const own = account();
    const company = companyAccount();
    const mother = account({ id: 'acc-3', firstName: 'Berit', lastName: 'Andersson', email: 'berit@example.se' });
    renderMenu({ isPowerOfAttorney: true, isMainAccount: false, activeAccount: mother, accounts: [own, company, mother] });
    expect(menuButton()).toHaveTextContent('Berit');
    await userEvent.click(menuButton());

    expect(screen.getByTestId('power-of-attorney')).toHaveTextContent('You are acting for Berit Andersson');
    expect(screen.getByText('berit@example.se')).toBeVisible();
    expect(screen.queryByText(/Logged in as/)).toBeNull();
    const switchList = screen.getByRole('region', { name: 'Switch account' });
    const choices = Array.from(switchList.querySelectorAll('button')).map((button) => button.textContent);
    expect(choices).toEqual(['Anna Andersson', 'Andersson Bygg ABOrg. no. 556677-8899']);

    await userEvent.click(screen.getByRole('button', { name: /Andersson Bygg AB/ }));
    expect(fakeSession.send).toHaveBeenCalledWith({ type: 'account.switched', account: 'acc-2' });
  });

  for (const [locale, loggedInAs] of [
    ['en', 'Logged in as anna@example.se'],
    ['sv', 'Inloggad som anna@example.se'],
  ] as const) {
    it(`acting for an account without an e-mail, says the e-mail shown is the logged-in person's (${locale})`, async () => {
      const own = account();
      const father = account({ id: 'acc-4', firstName: 'Gösta', lastName: 'Andersson', email: null });
      renderMenu({ email: 'anna@example.se', isPowerOfAttorney: true, isMainAccount: false, activeAccount: father, accounts: [own, father] }, locale);
      await userEvent.click(menuButton());
      expect(screen.getByTestId('account-identity')).toHaveTextContent(`Gösta Andersson${loggedInAs}`);
    });
  }

  for (const [locale, actingFor] of [
    ['en', 'You are acting for Andersson Bygg AB'],
    ['sv', 'Du agerar för Andersson Bygg AB'],
  ] as const) {
    it(`names the company acted as, with its email, not the person logged in (${locale})`, async () => {
      const own = account();
      const company = companyAccount();
      renderMenu({ isPowerOfAttorney: true, isMainAccount: false, activeAccount: company, accounts: [own, company] }, locale);
      expect(menuButton()).toHaveTextContent('Andersson Bygg AB');
      expect(menuButton()).not.toHaveTextContent('Anna');
      await userEvent.click(menuButton());
      expect(screen.getByTestId('account-identity')).toHaveTextContent(/^Andersson Bygg ABinfo@bygg\.se$/);
      expect(screen.getByTestId('power-of-attorney')).toHaveTextContent(actingFor);
    });
  }

  it('has no power-of-attorney note nor switch list for a customer with one own account', async () => {
    renderMenu();
    await userEvent.click(menuButton());
    expect(screen.queryByTestId('power-of-attorney')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Switch account' })).not.toBeInTheDocument();
  });

  it('shows why a switch failed', async () => {
    resetSession({ isLoggedIn: true, customer: customer(), accountErrorKey: 'common.errors.default' });
    renderWithProviders(withNotifications(<AccountMenu locale="en" />));
    await userEvent.click(menuButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('names the current language of the page', async () => {
    resetSession({ isLoggedIn: true, customer: customer() });
    renderWithProviders(withNotifications(<AccountMenu locale="sv" />));
    await userEvent.click(menuButton());
    expect(screen.getByText('Language: Swedish')).toBeVisible();
  });
});
