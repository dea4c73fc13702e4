import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Link from 'next/link';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { accountName, type CustomerAccount } from '../../../api/contract/customer';
import { routePath, type RouteName } from '../../../api/routes';
import type { Locale } from '../../../i18n/locales';
import { headerScrollMachine } from '../../../machines/shell/headerScroll/headerScroll.machine';
import { selectHeaderScroll } from '../../../machines/shell/headerScroll/headerScroll.selectors';
import { BREAKPOINTS, minWidth } from '../../styles/breakpoints';
import { hasUnread } from '../../../machines/notifications/notifications.selectors';
import { useNotifications } from '../../notifications/NotificationsContext';
import { useSession } from '../SessionContext';
import styles from './AccountMenu.module.css';

/** Devices with a real pointer and a desktop-wide screen open the menu on hover (spec §2 "Header"). */
export const ACCOUNT_MENU_HOVER_QUERY = `(hover: hover) and ${minWidth(BREAKPOINTS.desktop)}`;
/** Not in the spec: how long the pointer may be away before a hover-opened menu closes, so crossing a gap does not close it. */
export const ACCOUNT_MENU_CLOSE_DELAY_MS = 250;

const FOCUSABLE = 'a[href], button:not([disabled])';
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
  const rootRef = useRef<HTMLDivElement>(null);
  // A click or tap anywhere else closes the menu: the chart listens while it is open.
  const menu = useActorRef(headerScrollMachine, { input: { insideOf: () => rootRef.current } });
  const open = useSelector(menu, (snapshot) => selectHeaderScroll(snapshot).openSubmenuId !== null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** ArrowDown on the button opens the menu and moves into it (menu-button keyboard pattern). */
  const focusFirstOnOpen = useRef(false);
  const panelId = useId();
  const switchTitleId = useId();

  const cancelClose = () => {
    if (closeTimer.current !== undefined) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };

  const openMenu = () => menu.send({ type: 'submenu.opened', id: ACCOUNT_SUBMENU_ID });
  /** Closes at once, locked or not: Escape, a click outside, focus or pointer gone, a link followed. */
  const close = useCallback(
    (returnFocus = false) => {
      if (closeTimer.current !== undefined) clearTimeout(closeTimer.current);
      closeTimer.current = undefined;
      menu.send({ type: 'submenu.dismissed' });
      if (returnFocus) buttonRef.current?.focus();
    },
    [menu],
  );

  useEffect(() => () => cancelClose(), []);

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  const customer = view.isLoggedIn ? view.customer : null;
  if (!customer) return null;

  const active = customer.activeAccount;
  const name = accountName(active);
  const email = active.email ?? customer.email;
  const shortName = buttonName(active);
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

  const focusables = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  const focusItem = (index: number) => {
    const items = focusables();
    if (items.length === 0) return;
    items[(index + items.length) % items.length]!.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    const inPanel = event.target instanceof Node && panelRef.current?.contains(event.target);
    if (event.target === buttonRef.current && event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        focusItem(0);
      } else {
        focusFirstOnOpen.current = true;
        openMenu();
      }
      return;
    }
    if (!inPanel) return;
    const items = focusables();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing out of the menu closes it; a click inside keeps it open.
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close();
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
        aria-haspopup="true"
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
          {email && <p className={styles.email}>{email}</p>}
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

/** The button names the account acted as (who the bookings are for): a company by its name, a person by first name. */
function buttonName(account: CustomerAccount): string {
  return account.type === 'business' && account.companyName ? account.companyName : account.firstName;
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
