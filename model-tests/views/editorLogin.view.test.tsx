import { act, fireEvent, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { DirectoryUser } from '../../api/contract/directory';
import type { Locale } from '../../i18n/locales';
import { staffSsoMachine } from '../../machines/staffSso/staffSso.machine';
import { selectStaffSso } from '../../machines/staffSso/staffSso.selectors';
import type { TokenCallInput } from '../../machines/staffSso/staffSso.types';
import { EditorLoginView } from '../../ui/editor/EditorLogin/EditorLoginView';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { accessTokenHash, editor, errorHash, now, staff } from '../staffSso/staffSso.fixtures';
import { controllableActor } from '../support/fakeActors';
import { quietWarnings, renderView } from '../support/renderView';

type StaffSsoActor = ReturnType<typeof startSignOn>['actor'];

/** The real sign-on chart, its calls and browser edge replaced with `.provide()`. */
function startSignOn(hash = '') {
  const loadUser = controllableActor<DirectoryUser, TokenCallInput>();
  const logout = controllableActor<unknown, TokenCallInput>();
  const goToSignOn = vi.fn();
  const machine = staffSsoMachine.provide({
    actors: { loadUser: loadUser.logic, logout: logout.logic },
    actions: {
      storeToken: () => {},
      forgetToken: () => {},
      storeRedirectTarget: () => {},
      forgetRedirectTarget: () => {},
      goToSignOn: (_, params) => goToSignOn(params.url),
      goToRedirectTarget: () => {},
    },
  });
  const router = fakeRouterAdapter({ path: '/en/editor', hash });
  const actor = createActor(machine, { input: { router, isStaffHost: false, now } }).start();
  return { actor, loadUser, logout, goToSignOn };
}

/** The page as `pages/redaktor.tsx` wires it: the view of the chart, "log in" and "log out" sent to it. */
function Page({ actor, locale }: { actor: StaffSsoActor; locale: Locale }) {
  const view = useSelector(actor, selectStaffSso);
  return (
    <EditorLoginView
      locale={locale}
      view={view}
      onSignOn={() => actor.send({ type: 'signOn.requested' })}
      onSignOut={() => actor.send({ type: 'signOut.requested' })}
    />
  );
}

function renderPage(actor: StaffSsoActor, locale: Locale = 'en') {
  quietWarnings();
  renderView(<Page actor={actor} locale={locale} />, { site: { locale } });
}

afterEach(() => vi.restoreAllMocks());

describe('editor log-in page', () => {
  it('before anyone signs on (no chart yet): an explanation and "Log in"', () => {
    const onSignOn = vi.fn();
    quietWarnings();
    renderView(<EditorLoginView locale="en" view={null} onSignOn={onSignOn} onSignOut={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Editor log-in' })).toBeVisible();
    expect(screen.getByTestId('editor-login-signed-out')).toHaveTextContent('Editors log in with their work account.');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSignOn).toHaveBeenCalledTimes(1);
  });

  it('signed out: "Log in" leaves for the directory, the page shows it is logging in', () => {
    const { actor, goToSignOn } = startSignOn();
    renderPage(actor);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(goToSignOn).toHaveBeenCalledTimes(1);
    expect(goToSignOn.mock.calls[0]![0]).toContain('redirect=%2Fen%2Feditor');
    expect(screen.getByRole('status')).toHaveTextContent('Logging in…');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('back from the directory as an editor: who they are, the menu hint and a link home', async () => {
    const { actor, loadUser } = startSignOn(accessTokenHash);
    renderPage(actor);
    expect(screen.getByRole('status')).toHaveTextContent('Logging in…');
    await act(async () => loadUser.resolve(editor));
    const signedIn = screen.getByTestId('editor-login-signed-in');
    expect(signedIn).toHaveTextContent(`You are logged in as ${editor.name} (${editor.username}).`);
    expect(signedIn).toHaveTextContent('Your editor menu is in the header.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('signed on without the editor role: told so, and may log out', async () => {
    const { actor, loadUser, logout } = startSignOn(accessTokenHash);
    renderPage(actor);
    await act(async () => loadUser.resolve(staff));
    expect(screen.getByRole('alert')).toHaveTextContent(`You are logged in as ${staff.name} (${staff.username}), but you are not an editor.`);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('status')).toHaveTextContent('Logging in…');
    await act(async () => logout.resolve(undefined));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("a failed sign-on shows 'Failed Auth' and offers \"Log in\" again", () => {
    const { actor, goToSignOn } = startSignOn(errorHash);
    renderPage(actor);
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-on failed');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(goToSignOn).toHaveBeenCalledTimes(1);
  });

  it('speaks Swedish on Swedish pages', async () => {
    const failed = startSignOn(errorHash);
    renderPage(failed.actor, 'sv');
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggning för redaktörer' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Inloggningen misslyckades');
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeEnabled();
  });

  it('speaks Swedish to a signed-on editor', async () => {
    const { actor, loadUser } = startSignOn(accessTokenHash);
    renderPage(actor, 'sv');
    expect(screen.getByRole('status')).toHaveTextContent('Loggar in…');
    await act(async () => loadUser.resolve(editor));
    expect(screen.getByTestId('editor-login-signed-in')).toHaveTextContent(`Du är inloggad som ${editor.name} (${editor.username}).`);
    expect(screen.getByRole('link', { name: 'Gå till startsidan' })).toHaveAttribute('href', '/');
  });
});
