import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { DirectoryUser } from '../../../api/contract/directory';
import type { Locale } from '../../../i18n/locales';
import type { PreviewToggleMachine } from '../../../machines/shell/previewToggle/previewToggle.machine';
import { selectPreviewToggle } from '../../../machines/shell/previewToggle/previewToggle.selectors';
import { useMenuDisclosure } from '../../components/useMenuDisclosure';
import { LanguageToggle } from '../../shell/Header/LanguageToggle';
import styles from './EditorMenu.module.css';

/** The editor menu's name as a submenu of its own header chart. */
const EDITOR_SUBMENU_ID = 'editor';

interface EditorMenuProps {
  locale: Locale;
  /** The signed-on editor. */
  user: DirectoryUser;
  /** The preview toggle chart (switch and "copy preview link"). */
  preview: ActorRefFrom<PreviewToggleMachine>;
  /** The link "copy preview link" copies, built when asked (the page shown may have changed). */
  previewLink: () => string;
  /** "Log out" is not offered now (a renewal or a sign-out under way). */
  signOutDisabled: boolean;
  onSignOut: () => void;
}

/**
 * The signed-on editor's menu in the header (spec §2 "Menus", §6 Editor):
 * language, name, username, copy preview link ('Copied' for 1000 ms, from
 * the chart), the content preview switch, log out. A disclosure like the
 * customer's account menu: opens on click or ArrowDown, closes on Escape
 * (focus back on its button), on a press outside or when focus leaves it;
 * its open state is the header's submenu chart.
 */
export function EditorMenu({ locale, user, preview, previewLink, signOutDisabled, onSignOut }: EditorMenuProps) {
  const { t, i18n } = useLingui();
  const { menu, open, openMenu, close, rootRef, buttonRef, panelRef, onKeyDown, onBlur } = useMenuDisclosure(EDITOR_SUBMENU_ID);
  const enabled = useSelector(preview, (snapshot) => selectPreviewToggle(snapshot).enabled);
  const canToggle = useSelector(preview, (snapshot) => selectPreviewToggle(snapshot).canToggle);
  const copyStatus = useSelector(preview, (snapshot) => selectPreviewToggle(snapshot).copyStatus);
  const copyErrorKey = useSelector(preview, (snapshot) => selectPreviewToggle(snapshot).copyErrorKey);
  const panelId = useId();
  const switchLabelId = useId();

  const languageName =
    locale === 'sv'
      ? t({ id: 'session.accountMenu.languageSv', message: 'Swedish' })
      : t({ id: 'session.accountMenu.languageEn', message: 'English' });

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown} onBlur={onBlur} data-testid="editor-menu">
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? menu.send({ type: 'submenu.closed' }) : openMenu())}
      >
        <span className={styles.badge} aria-hidden="true">
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.buttonName}>{user.name}</span>{' '}
        <span className="visually-hidden">
          <Trans id="editor.menu.button">Editor menu</Trans>
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.identity} data-testid="editor-identity">
          <p className={styles.role}>
            <Trans id="editor.menu.role">Editor</Trans>
          </p>
          <p className={styles.name}>{user.name}</p>
          <p className={styles.username}>{user.username}</p>
        </div>
        <div className={styles.language}>
          <span>
            <Trans id="session.accountMenu.language">Language: {languageName}</Trans>
          </span>
          <LanguageToggle locale={locale} testId="editor-language-toggle" />
        </div>
        <div className={styles.row}>
          <button
            type="button"
            role="switch"
            aria-checked={enabled}
            aria-labelledby={switchLabelId}
            className={styles.switch}
            disabled={!canToggle}
            onClick={() => preview.send({ type: 'preview.toggled' })}
          >
            <span id={switchLabelId} className={styles.switchLabel}>
              <Trans id="editor.menu.preview">Content preview</Trans>
            </span>
            <span className={styles.switchState} aria-hidden="true">
              {enabled ? <Trans id="editor.menu.previewOn">On</Trans> : <Trans id="editor.menu.previewOff">Off</Trans>}
            </span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
          </button>
        </div>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.item}
            onClick={() => preview.send({ type: 'copy.requested', text: previewLink() })}
          >
            <Trans id="editor.menu.copyLink">Copy preview link</Trans>
          </button>
          <span role="status" className={styles.copied}>
            {copyStatus === 'copied' ? <Trans id="editor.menu.copied">Copied</Trans> : null}
          </span>
        </div>
        {copyErrorKey && (
          <p role="alert" className={styles.error}>
            {i18n._(copyErrorKey)}
          </p>
        )}
        <button
          type="button"
          className={styles.logout}
          disabled={signOutDisabled}
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <Trans id="editor.menu.logOut">Log out</Trans>
        </button>
      </div>
    </div>
  );
}
