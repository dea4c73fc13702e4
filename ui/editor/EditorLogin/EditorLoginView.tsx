import { Trans, useLingui } from '@lingui/react/macro';
import Head from 'next/head';
import Link from 'next/link';
import { routePath } from '../../../api/routes';
import type { Locale } from '../../../i18n/locales';
import type { StaffSsoView } from '../../../machines/staffSso/staffSso.selectors';
import styles from './EditorLoginView.module.css';

interface EditorLoginViewProps {
  locale: Locale;
  /** The directory sign-on as the page reads it; null while it has not started (nobody signed on). */
  view: StaffSsoView | null;
  /** "Log in": to the directory, which returns here. */
  onSignOn: () => void;
  onSignOut: () => void;
  /** The site's name, for the document title. */
  brand?: string;
}

/**
 * The editor's log-in page (route `editorLogin`): log in through the
 * directory; while signing on, loading; a failed sign-on says so ('Failed
 * Auth') and offers "Log in" again; a signed-on editor is told who they are
 * and that the editor menu is in the header; someone signed on without the
 * editor role is told they have no access here. Never indexed.
 */
export function EditorLoginView({ locale, view, onSignOn, onSignOut, brand }: EditorLoginViewProps) {
  const { t, i18n } = useLingui();
  const title = t({ id: 'editor.login.title', message: 'Editor log-in' });
  return (
    <section className={styles.page} aria-labelledby="editor-login-title" data-testid="editor-login">
      <Head>
        <title>{brand ? `${title} | ${brand}` : title}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 id="editor-login-title">{title}</h1>
      <Body locale={locale} view={view} onSignOn={onSignOn} onSignOut={onSignOut} errorText={view?.errorKey ? i18n._(view.errorKey) : null} />
    </section>
  );
}

function Body({ locale, view, onSignOn, onSignOut, errorText }: Omit<EditorLoginViewProps, 'brand'> & { errorText: string | null }) {
  const user = view?.user ?? null;
  if (user && view?.isEditor) {
    return (
      <div className={styles.stack} data-testid="editor-login-signed-in">
        <p>
          <Trans id="editor.login.signedInAs">
            You are logged in as <strong>{user.name}</strong> ({user.username}).
          </Trans>
        </p>
        <p>
          <Trans id="editor.login.menuHint">
            Your editor menu is in the header. There you can turn content preview on and off, copy a preview link and log out.
          </Trans>
        </p>
        <p>
          <Link href={routePath('home', locale)} locale={false} className={styles.primary}>
            <Trans id="editor.login.home">Go to the home page</Trans>
          </Link>
        </p>
      </div>
    );
  }
  if (user) {
    return (
      <div className={styles.stack} data-testid="editor-login-not-editor">
        <p role="alert">
          <Trans id="editor.login.notEditor">
            You are logged in as {user.name} ({user.username}), but you are not an editor. Ask an administrator for access.
          </Trans>
        </p>
        <p>
          <button type="button" className={styles.secondary} onClick={onSignOut} disabled={!view?.canSignOut}>
            <Trans id="editor.login.logOut">Log out</Trans>
          </button>
        </p>
      </div>
    );
  }
  if (view && (!view.ready || view.busy)) {
    return (
      <p className={styles.busy} role="status" aria-live="polite" data-testid="editor-login-busy">
        <Trans id="editor.login.loading">Logging in…</Trans>
      </p>
    );
  }
  return (
    <div className={styles.stack} data-testid="editor-login-signed-out">
      {view?.failed && errorText && (
        <p role="alert" className={styles.error}>
          {errorText}
        </p>
      )}
      <p>
        <Trans id="editor.login.intro">
          Editors log in with their work account. Once logged in you can preview unpublished content and share preview links.
        </Trans>
      </p>
      <p>
        <button type="button" className={styles.primary} onClick={onSignOn}>
          <Trans id="editor.login.logIn">Log in</Trans>
        </button>
      </p>
    </div>
  );
}
