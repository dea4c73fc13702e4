import { Trans, useLingui } from '@lingui/react/macro';
import Link from 'next/link';
import { memo, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { MenuItem } from '../../../api/contract/content.schemas';
import type { Locale } from '../../../i18n/locales';
import { useHeaderScroll } from '../hooks/useHeaderScroll';
import { Logo } from '../Logo';
import { LanguageToggle } from './LanguageToggle';
import { PREFETCH_IN_VIEW } from '../../components/prefetch';
import styles from './Header.module.css';

interface HeaderProps {
  menu: MenuItem[];
  locale: Locale;
  brand: string;
  /** The account button (log in, or the customer's menu), given the header's button style. */
  account?: (className: string) => ReactNode;
}

/**
 * Site header: logo home, main menu with submenus, account button and the
 * language toggle. Hides when scrolling down and shows when scrolling up.
 * Memoised: a shallow route change (a wizard's step in the address) draws
 * the whole app again, and the header's props stay the same through it.
 */
export const Header = memo(function Header({ menu, locale, brand, account }: HeaderProps) {
  const { t } = useLingui();
  const { view, send } = useHeaderScroll();
  const [mobileOpen, setMobileOpen] = useState(false);
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A link followed closes the menus at once (also within the submenu's lock after opening): the next page shows uncovered.
  const followed = () => {
    send({ type: 'submenu.dismissed' });
    setMobileOpen(false);
  };

  // Escape closes what is open; focus that was inside the closed mobile menu goes back to its button, never to the page.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    send({ type: 'submenu.dismissed' });
    if (!mobileOpen) return;
    setMobileOpen(false);
    if (event.target instanceof Node && document.getElementById(navId)?.contains(event.target)) menuButtonRef.current?.focus();
  };

  return (
    <header
      className={styles.header}
      data-hidden={view.hidden && !mobileOpen ? 'true' : 'false'}
      data-testid="site-header"
      onKeyDown={closeOnEscape}
    >
      <div className={styles.bar}>
        {/* The name says what the link shows first (WCAG 2.5.3: a voice command saying the visible name finds it). */}
        <Link href="/" locale={locale} prefetch={PREFETCH_IN_VIEW} className={styles.logo} aria-label={t({ id: 'shell.header.home', message: `${brand}, home page` })}>
          <Logo name={brand} />
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={mobileOpen}
          aria-controls={navId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <Trans id="shell.header.closeMenu">Close</Trans> : <Trans id="shell.header.openMenu">Menu</Trans>}
        </button>
        <nav id={navId} className={styles.nav} data-open={mobileOpen} aria-label={t({ id: 'shell.header.mainMenu', message: 'Main menu' })}>
          <ul className={styles.menu}>
            {menu.map((item) => (
              <MenuEntry
                key={item.name}
                item={item}
                open={view.openSubmenuId === item.name}
                onOpen={() => send({ type: 'submenu.opened', id: item.name })}
                onClose={() => send({ type: 'submenu.closed' })}
                onDismiss={() => send({ type: 'submenu.dismissed' })}
                onFollow={followed}
              />
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageToggle locale={locale} />
          {account ? account(styles.account) : null}
        </div>
      </div>
    </header>
  );
});

interface MenuEntryProps {
  item: MenuItem;
  open: boolean;
  onOpen(): void;
  /** The pointer left or the button was pressed again (ignored just after opening). */
  onClose(): void;
  /** Closes at once: Escape, or focus gone elsewhere. */
  onDismiss(): void;
  onFollow(): void;
}

function MenuEntry({ item, open, onOpen, onClose, onDismiss, onFollow }: MenuEntryProps) {
  const submenuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!item.items?.length) {
    return (
      <li>
        <Link href={item.href} locale={false} prefetch={PREFETCH_IN_VIEW} className={styles.menuLink} onClick={onFollow}>
          {item.name}
        </Link>
      </li>
    );
  }
  // Escape in an open submenu closes it and leaves focus on its button (a second Escape then reaches the header).
  const escapeToButton = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onDismiss();
    buttonRef.current?.focus();
  };
  // Tabbing out of the submenu closes it; a click on something that takes no focus leaves it to the press-outside rule.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onDismiss();
  };
  return (
    <li className={styles.hasSubmenu} onMouseEnter={onOpen} onMouseLeave={onClose} onKeyDown={escapeToButton} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuLink}
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => (open ? onClose() : onOpen())}
      >
        {item.name}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={submenuId} className={styles.submenu} hidden={!open}>
        {item.items.map((child) => (
          <li key={child.href}>
            <Link href={child.href} locale={false} prefetch={PREFETCH_IN_VIEW} onClick={onFollow}>
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
