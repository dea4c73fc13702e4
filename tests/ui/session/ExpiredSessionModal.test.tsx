import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpiredSessionModal } from '../../../ui/session/ExpiredSessionModal/ExpiredSessionModal';
import { fakeSession, resetSession } from './fakeSession';
import { customer, renderWithProviders, registerSessionHooks } from './support';

registerSessionHooks();

vi.mock('../../../ui/session/SessionContext', () => import('./fakeSession'));

const router = vi.hoisted(() => ({ asPath: '/', push: (() => Promise.resolve(true)) as (...args: unknown[]) => Promise<boolean> }));
vi.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => {
  router.asPath = '/my-pages/bookings?tab=past';
  router.push = vi.fn(() => Promise.resolve(true));
  resetSession({ isLoggedIn: true, customer: customer(), showExpiredModal: true, sessionId: 's-1' });
});

describe('<ExpiredSessionModal>', () => {
  it('is not there while the session is fine', () => {
    resetSession({ isLoggedIn: true, customer: customer() });
    renderWithProviders(<ExpiredSessionModal />);
    expect(screen.queryByTestId('expired-session-modal')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog that takes the focus', () => {
    renderWithProviders(<ExpiredSessionModal />);
    const dialog = screen.getByRole('dialog', { name: 'Your session has expired' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/logged out/);
    expect(dialog).toHaveFocus();
  });

  it("'Log in' goes to the log-in page with the current path as referrer, then ends the session quietly", async () => {
    renderWithProviders(<ExpiredSessionModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(router.push).toHaveBeenCalledWith(
      `/en/my-pages?referrer=${encodeURIComponent('/en/my-pages/bookings?tab=past')}`,
      undefined,
      { locale: false },
    );
    await waitFor(() => expect(fakeSession.send).toHaveBeenCalledWith({ type: 'expiredModal.loginRequested' }));
    expect(fakeSession.send).toHaveBeenCalledTimes(1);
  });

  it("'Log in' on the log-in page keeps the page's own referrer (a page behind login sent the browser there)", async () => {
    router.asPath = `/my-pages?referrer=${encodeURIComponent('/en/my-pages/account')}`;
    renderWithProviders(<ExpiredSessionModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(router.push).toHaveBeenCalledWith(`/en/my-pages?referrer=${encodeURIComponent('/en/my-pages/account')}`, undefined, { locale: false });
    await waitFor(() => expect(fakeSession.send).toHaveBeenCalledWith({ type: 'expiredModal.loginRequested' }));
  });

  it('uses the Swedish log-in route and unprefixed path in Swedish', async () => {
    router.asPath = '/mina-sidor/bokningar';
    renderWithProviders(<ExpiredSessionModal />, { site: { locale: 'sv' } });
    // Picked by place (services, log in, close): the Swedish texts are the lead's catalog's.
    const [, logIn] = Array.from(screen.getByRole('dialog').querySelectorAll('button'));
    await userEvent.click(logIn!);
    expect(router.push).toHaveBeenCalledWith(`/mina-sidor?referrer=${encodeURIComponent('/mina-sidor/bokningar')}`, undefined, { locale: false });
  });

  it("'Our services' ends the session and goes home", async () => {
    renderWithProviders(<ExpiredSessionModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Our services' }));
    expect(fakeSession.send).toHaveBeenCalledWith({ type: 'expiredModal.closed' });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('closing with × or Escape logs out with a redirect', async () => {
    renderWithProviders(<ExpiredSessionModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(fakeSession.send).toHaveBeenLastCalledWith({ type: 'expiredModal.closed' });

    fakeSession.send.mockClear();
    screen.getByRole('dialog').focus();
    await userEvent.keyboard('{Escape}');
    expect(fakeSession.send).toHaveBeenCalledWith({ type: 'expiredModal.closed' });
  });

  it('hides the buttons in webview but can still be closed', async () => {
    renderWithProviders(<ExpiredSessionModal />, { site: { webview: true } });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Our services' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(fakeSession.send).toHaveBeenCalledWith({ type: 'expiredModal.closed' });
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithProviders(<ExpiredSessionModal />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Our services' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Our services' })).toHaveFocus();
  });
});
