import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Link from 'next/link';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { accountName, accountShortName } from '../../../api/contract/accountName';
import { routePath, type RouteName } from '../../../api/routes';
import type { Locale } from '../../../i18n/locales';
import { useMenuDisclosure } from '../../components/useMenuDisclosure';
import { BREAKPOINTS, minWidth } from '../../styles/breakpoints';
import { hasUnread } from '../../../machines/notifications/notifications.selectors';
import { useNotifications } from '../../notifications/NotificationsContext';
import { useSession } from '../SessionContext';
import styles from './AccountMenu.module.css';

/** Devices with a real pointer and a desktop-wide screen open the menu on hover (spec §2 "Header"). */
const ACCOUNT_MENU_HOVER_QUERY = `(hover: hover) and ${minWidth(BREAKPOINTS.desktop)}`;
/** Not in the spec: how long the pointer may be away before a hover-opened menu closes, so crossing a gap does not close it. */
export const ACCOUNT_MENU_CLOSE_DELAY_MS = 250;

/** The account menu's name as a submenu of the header's chart. */
const ACCOUNT_SUBMENU_ID = 'account';

const hoverDevice = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(ACCOUNT_MENU_HOVER_QUERY).matches;

/**
 * The logged-in customer's account menu in the header (spec §2 "Menus"):
 * language, name and email, power-of-attorney info and account switch,
 * my pages, notifications (unread dot, from the tab's live counts), account,
 * my bookings, log out.
 * A disclosure: opens on click (and on hover on desktop), closes on Escape,
 * on a click outside or when focus leaves it. Its open state and lock are the
 * header's submenu chart (`headerScrollMachine`): for `menuLockDuration`
 * after it opens, a click on its button (the same gesture as the hover that
 * opened it) does not close it. Renders nothing unless logged in.
 */
export function AccountMenu({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const { view, send } = useSession();
  const notifications = useNotifications();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => {
    if (closeTimer.current !== undefined) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  // A click or tap anywhere else closes the menu: the chart listens while it is open.
  const { menu, open, openMenu, close, rootRef, buttonRef, panelRef, onKeyDown, onBlur } = useMenuDisclosure(ACCOUNT_SUBMENU_ID, cancelClose);
  const panelId = useId();
  const switchTitleId = useId();

  useEffect(() => () => cancelClose(), []);

  const customer = view.isLoggedIn ? view.customer : null;
  if (!customer) return null;

  const active = customer.activeAccount;
  const name = accountName(active);
  const email = active.email ?? customer.email;
  // Acting for an account without an e-mail of its own, the menu shows the main account's (spec §3: it is
  // propagated) as whose it is: the logged-in person's, not the account's.
  const ownEmailOfAnother = !customer.isMainAccount && email !== null && email === customer.email;
  // The button names the account acted as (who the bookings are for).
  const shortName = accountShortName(active);
  // Live counts, for a main account only (spec §6): a sub-account's menu has no dot.
  const unread = notifications.unreadNotifications;
  const otherAccounts = customer.accounts.filter((account) => account.id !== active.id);
  const languageName =
    locale === 'sv'
      ? t({ id: 'session.accountMenu.languageSv', message: 'Swedish' })
      : t({ id: 'session.accountMenu.languageEn', message: 'English' });

  // A second click closes the menu, unless the chart still holds it locked (spec §9).
  const onButtonClick = () => (open ? menu.send({ type: 'submenu.closed' }) : openMenu());

  const onMouseEnter = () => {
    if (!hoverDevice()) return;
    cancelClose();
    if (!open) openMenu();
  };

  const onMouseLeave = () => {
    if (!hoverDevice() || !open) return;
    cancelClose();
    closeTimer.current = setTimeout(() => close(), ACCOUNT_MENU_CLOSE_DELAY_MS);
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-testid="account-menu"
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
      >
        <span className={styles.avatar} aria-hidden="true">
          {shortName.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.firstName}>{shortName}</span>
        <span className="visually-hidden">
          <Trans id="session.accountMenu.button">Account menu</Trans>
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.identity} data-testid="account-identity">
          <p className={styles.name}>{name}</p>
          {email && (
            <p className={styles.email}>
              {ownEmailOfAnother ? <Trans id="session.accountMenu.loggedInAs">Logged in as {email}</Trans> : email}
            </p>
          )}
        </div>
        {customer.isPowerOfAttorney && (
          <p className={styles.note} data-testid="power-of-attorney">
            <Trans id="session.accountMenu.powerOfAttorney">You are acting for {name}</Trans>
          </p>
        )}
        {otherAccounts.length > 0 && (
          <section className={styles.switch} aria-labelledby={switchTitleId}>
            <h2 id={switchTitleId} className={styles.sectionTitle}>
              <Trans id="session.accountMenu.switchAccount">Switch account</Trans>
            </h2>
            <ul className={styles.list}>
              {otherAccounts.map((account) => {
                const orgNumber = account.type === 'business' ? account.orgNumber : undefined;
                return (
                  <li key={account.id}>
                    <button
                      type="button"
                      className={styles.item}
                      disabled={view.busy}
                      onClick={() => send({ type: 'account.switched', account: account.id })}
                    >
                      <span>{accountName(account)}</span>
                      {orgNumber && (
                        <span className={styles.meta}>
                          <Trans id="session.accountMenu.orgNumber">Org. no. {orgNumber}</Trans>
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {view.accountErrorKey && (
          <p role="alert" className={styles.error}>
            {i18n._(view.accountErrorKey)}
          </p>
        )}
        <p className={styles.language}>
          <Trans id="session.accountMenu.language">Language: {languageName}</Trans>
        </p>
        <ul className={styles.list}>
          <MenuLink route="myPages" locale={locale} onNavigate={() => close()}>
            <Trans id="session.accountMenu.myPages">My pages</Trans>
          </MenuLink>
          <MenuLink route="notifications" locale={locale} onNavigate={() => close()}>
            <Trans id="session.accountMenu.notifications">Notifications</Trans>
            {hasUnread(notifications) && (
              <>
                <span className={styles.dot} aria-hidden="true" data-testid="unread-dot" />{' '}
                <span className="visually-hidden">
                  {t({
                    id: 'session.accountMenu.unread',
                    message: plural(unread, { one: '# unread notification', other: '# unread notifications' }),
                  })}
                </span>
              </>
            )}
          </MenuLink>
          <MenuLink route="account" locale={locale} onNavigate={() => close()}>
            <Trans id="session.accountMenu.account">Account</Trans>
          </MenuLink>
          <MenuLink route="myBookings" locale={locale} onNavigate={() => close()}>
            <Trans id="session.accountMenu.myBookings">My bookings</Trans>
          </MenuLink>
        </ul>
        <button
          type="button"
          className={styles.logout}
          disabled={view.busy}
          onClick={() => {
            close();
            send({ type: 'logout.requested', redirect: true });
          }}
        >
          <Trans id="session.accountMenu.logOut">Log out</Trans>
        </button>
      </div>
    </div>
  );
}


function MenuLink({ route, locale, onNavigate, children }: { route: RouteName; locale: Locale; onNavigate(): void; children: ReactNode }) {
  return (
    <li>
      <Link href={routePath(route, locale)} locale={false} className={styles.item} onClick={onNavigate}>
        {children}
      </Link>
    </li>
  );
}
