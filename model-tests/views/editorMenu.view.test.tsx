import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { DirectoryUser } from '../../api/contract/directory';
import type { Locale } from '../../i18n/locales';
import { COPIED_LABEL_MS } from '../../machines/shell/constants';
import { previewToggleMachine } from '../../machines/shell/previewToggle/previewToggle.machine';
import type { CopyTextInput, PreviewToggleInput } from '../../machines/shell/previewToggle/previewToggle.types';
import { EditorMenu } from '../../ui/editor/EditorMenu/EditorMenu';
import { previewLinkOf } from '../../ui/editor/previewLink';
import { editor } from '../staffSso/staffSso.fixtures';
import { controllableActor } from '../support/fakeActors';
import { resetFakeRouter } from '../support/fakeRouter';
import { quietWarnings, renderView } from '../support/renderView';
import { fakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { SiteActorProvider } from '../../ui/site/SiteActor';

vi.mock('next/router', async () => (await import('../support/fakeRouter')).nextRouterModule);

const CHART_EVENTS = ['preview.toggled', 'copy.requested', 'editor.changed'];
const LINK = 'http://localhost:3000/en/preview/entry-1';

/** The editor menu over the real preview chart, its clipboard and page edge replaced with `.provide()`. */
function renderMenu({ input = { cookieOn: false, isEditor: true }, locale = 'en', user = editor }: { input?: PreviewToggleInput; locale?: Locale; user?: DirectoryUser } = {}) {
  quietWarnings();
  const copyText = controllableActor<void, CopyTextInput>();
  const edge = { writePreviewCookie: vi.fn(), removePreviewCookie: vi.fn(), refreshContent: vi.fn() };
  const machine = previewToggleMachine.provide({
    actors: { copyText: copyText.logic },
    actions: {
      writePreviewCookie: () => edge.writePreviewCookie(),
      removePreviewCookie: () => edge.removePreviewCookie(),
      refreshContent: () => edge.refreshContent(),
    },
  });
  const clock = new SimulatedClock();
  const received: AnyEventObject[] = [];
  const preview = createActor(machine, {
    input,
    clock,
    inspect: (event) => {
      // Only the chart itself takes these events (its child, the clipboard, takes none).
      if (event.type === '@xstate.event' && CHART_EVENTS.includes(event.event.type)) received.push(event.event);
    },
  }).start();
  const onSignOut = vi.fn();
  // Inside the tab's site actor, as the header gives it: its language toggle asks the site to switch.
  renderView(
    <SiteActorProvider>
      <EditorMenu locale={locale} user={user} preview={preview} previewLink={() => LINK} signOutDisabled={false} onSignOut={onSignOut} />
    </SiteActorProvider>,
    { site: { locale }, router: fakeRouterAdapter({ path: locale === 'sv' ? '/' : '/en' }, locale) },
  );
  const root = screen.getByTestId('editor-menu');
  const menuButton = within(root).getAllByRole('button')[0]!;
  return { root, menuButton, preview, copyText, edge, clock, received, onSignOut };
}

afterEach(() => {
  vi.restoreAllMocks();
  resetFakeRouter();
});

describe('editor menu', () => {
  it('is a button named by the editor and "Editor menu" that opens a panel with name, username and language', () => {
    const { root, menuButton } = renderMenu();
    expect(menuButton).toHaveAccessibleName(`${editor.name} Editor menu`);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const identity = within(root).getByTestId('editor-identity');
    expect(identity).toHaveTextContent(`Editor${editor.name}${editor.username}`);
    expect(within(root).getByText('Language: English')).toBeVisible();
    expect(within(root).getByTestId('editor-language-toggle')).toHaveAccessibleName(/^SV.*På svenska$/);
    expect(within(root).getByRole('switch', { name: 'Content preview' })).toHaveAttribute('aria-checked', 'false');
    expect(within(root).getByRole('button', { name: 'Copy preview link' })).toBeEnabled();
    expect(within(root).getByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  it('toggling the switch sends preview.toggled: on writes the cookie and reloads the content, off removes it', () => {
    const { root, menuButton, preview, edge, received } = renderMenu();
    fireEvent.click(menuButton);
    const toggle = within(root).getByRole('switch', { name: 'Content preview' });
    fireEvent.click(toggle);
    expect(received).toContainEqual({ type: 'preview.toggled' });
    expect(preview.getSnapshot().hasTag('previewOn')).toBe(true);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle.parentElement).toHaveTextContent('Content previewOn');
    expect(edge.writePreviewCookie).toHaveBeenCalledTimes(1);
    expect(edge.refreshContent).toHaveBeenCalledTimes(1);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(edge.removePreviewCookie).toHaveBeenCalledTimes(1);
    expect(edge.refreshContent).toHaveBeenCalledTimes(2);
  });

  it('starts on when an editor has the preview cookie', () => {
    const { root, menuButton } = renderMenu({ input: { cookieOn: true, isEditor: true } });
    fireEvent.click(menuButton);
    expect(within(root).getByRole('switch', { name: 'Content preview' })).toHaveAttribute('aria-checked', 'true');
  });

  it('"Copy preview link" copies the link and shows "Copied" for 1000 ms', async () => {
    const { root, menuButton, copyText, clock, received } = renderMenu();
    fireEvent.click(menuButton);
    fireEvent.click(within(root).getByRole('button', { name: 'Copy preview link' }));
    expect(received).toContainEqual({ type: 'copy.requested', text: LINK });
    expect(copyText.inputs).toEqual([{ text: LINK }]);
    const status = within(root).getByRole('status');
    expect(status).toHaveTextContent('');
    await act(async () => copyText.resolve());
    expect(status).toHaveTextContent('Copied');
    act(() => clock.increment(COPIED_LABEL_MS - 1));
    expect(status).toHaveTextContent('Copied');
    act(() => clock.increment(1));
    expect(status).toHaveTextContent('');
  });

  it('a copy the browser refuses says so', async () => {
    const { root, menuButton, copyText } = renderMenu();
    fireEvent.click(menuButton);
    fireEvent.click(within(root).getByRole('button', { name: 'Copy preview link' }));
    await act(async () => copyText.reject(new Error('denied')));
    expect(within(root).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('"Log out" closes the menu and signs out', () => {
    const { root, menuButton, onSignOut } = renderMenu();
    fireEvent.click(menuButton);
    fireEvent.click(within(root).getByRole('button', { name: 'Log out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes it and focus returns to its button; ArrowDown opens it on the first item', () => {
    const { root, menuButton } = renderMenu();
    menuButton.focus();
    fireEvent.keyDown(menuButton, { key: 'ArrowDown' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toBe(within(root).getByTestId('editor-language-toggle'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(root).getByRole('switch'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('speaks Swedish on Swedish pages', async () => {
    const { root, menuButton, copyText } = renderMenu({ locale: 'sv' });
    expect(menuButton).toHaveAccessibleName(`${editor.name} Redaktörsmeny`);
    fireEvent.click(menuButton);
    expect(within(root).getByText('Språk: Svenska')).toBeVisible();
    expect(within(root).getByRole('switch', { name: 'Förhandsgranska innehåll' })).toBeEnabled();
    fireEvent.click(within(root).getByRole('button', { name: 'Kopiera förhandsgranskningslänk' }));
    await act(async () => copyText.resolve());
    expect(within(root).getByRole('status')).toHaveTextContent('Kopierad');
    expect(within(root).getByRole('button', { name: 'Logga ut' })).toBeEnabled();
  });
});

describe('preview link', () => {
  const location = { origin: 'https://www.example.se', href: 'https://www.example.se/en/services?x=1' };
  it('is the preview route of the entry shown, on the page origin', () => {
    expect(previewLinkOf('entry-1', 'en', location)).toBe('https://www.example.se/en/preview/entry-1');
    expect(previewLinkOf('entry-1', 'sv', location)).toBe('https://www.example.se/forhandsgranska/entry-1');
  });
  it('is the current address on pages without an entry', () => {
    expect(previewLinkOf(null, 'en', location)).toBe(location.href);
  });
});
