import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { DirectoryToken, DirectoryUser } from '../../../api/contract/directory';
import { PREVIEW_COOKIE_DAYS } from '../../../api/preview';
import { staffSsoMachine } from '../../../machines/staffSso/staffSso.machine';
import type { TokenCallInput } from '../../../machines/staffSso/staffSso.types';
import { selectPreviewToggle } from '../../../machines/shell/previewToggle/previewToggle.selectors';
import { createDirectoryBridge } from '../../../ui/directory/bridge';
import { startPreviewToggle } from '../../../ui/editor/startPreviewToggle';
import { accessTokenHash, editor } from '../../../model-tests/staffSso/staffSso.fixtures';
import { controllableActor, flush } from '../../../model-tests/support/fakeActors';
import { fakeApi } from '../../../model-tests/support/fakeApi';
import { clearCookies, cookie, DEFAULT_DOCUMENT_URL, setDocumentUrl } from '../../../model-tests/support/renderView';
import { fakeRouterAdapter } from '../../support/fakeRouterAdapter';

/** An editor signed on through the real sign-on chart (its calls and storage are fakes). */
async function signedOnEditor() {
  const loadUser = controllableActor<DirectoryUser, TokenCallInput>();
  const logout = controllableActor<unknown, TokenCallInput>();
  // The fixture's token is due for renewal by the real clock: the renewal stays under way.
  const renewToken = controllableActor<DirectoryToken, TokenCallInput>();
  const noop = () => {};
  const machine = staffSsoMachine.provide({
    actors: { loadUser: loadUser.logic, renewToken: renewToken.logic, logout: logout.logic },
    actions: { storeToken: noop, forgetToken: noop, storeRedirectTarget: noop, forgetRedirectTarget: noop, goToSignOn: noop, goToRedirectTarget: noop },
  });
  const router = fakeRouterAdapter({ path: '/en', hash: accessTokenHash });
  const sso = createActor(machine, { input: { router, isStaffHost: false } }).start();
  loadUser.resolve(editor);
  await flush();
  return { sso, logout };
}

function edge() {
  const api = fakeApi().client;
  return { api: { ...api, invalidate: vi.fn() }, bridge: createDirectoryBridge(), reloadPage: vi.fn() };
}

afterEach(() => {
  clearCookies();
  setDocumentUrl(DEFAULT_DOCUMENT_URL);
  vi.restoreAllMocks();
});

describe('the preview toggle at the edge', () => {
  it('turning preview on writes the cookie for 365 days, sends X-Preview from then on and reloads the page data', async () => {
    const { sso } = await signedOnEditor();
    const { api, bridge, reloadPage } = edge();
    const preview = startPreviewToggle({ sso, api, bridge, reloadPage });
    expect(bridge.preview).toBe(false);
    const written = vi.spyOn(document, 'cookie', 'set');
    preview.send({ type: 'preview.toggled' });
    expect(cookie('preview')).toBe('true');
    const line = written.mock.calls[0]![0] as string;
    expect(line).toMatch(/^preview=true; Expires=[^;]+; Path=\/; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(PREVIEW_COOKIE_DAYS);
    expect(bridge.preview).toBe(true);
    expect(api.invalidate).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);

    preview.send({ type: 'preview.toggled' });
    expect(cookie('preview')).toBeUndefined();
    expect(bridge.preview).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('the cookie is Secure on https', async () => {
    setDocumentUrl('https://www.example.se/en');
    const { sso } = await signedOnEditor();
    const { api, bridge, reloadPage } = edge();
    const written = vi.spyOn(document, 'cookie', 'set');
    startPreviewToggle({ sso, api, bridge, reloadPage }).send({ type: 'preview.toggled' });
    expect(written.mock.calls[0]![0]).toMatch(/; Path=\/; SameSite=Lax; Secure$/);
  });

  it('an editor with the cookie starts in preview; signing out turns it off and removes the cookie', async () => {
    document.cookie = 'preview=true; Path=/';
    const { sso, logout } = await signedOnEditor();
    const { api, bridge, reloadPage } = edge();
    const preview = startPreviewToggle({ sso, api, bridge, reloadPage });
    expect(selectPreviewToggle(preview.getSnapshot()).enabled).toBe(true);
    expect(bridge.preview).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();

    sso.send({ type: 'signOut.requested' });
    expect(selectPreviewToggle(preview.getSnapshot())).toMatchObject({ enabled: false, canToggle: false });
    expect(bridge.preview).toBe(false);
    expect(cookie('preview')).toBeUndefined();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    logout.resolve(undefined);
  });
});
