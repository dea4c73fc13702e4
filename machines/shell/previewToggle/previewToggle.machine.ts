import { and, assign, setup } from 'xstate';
import { COPIED_LABEL_MS } from '../constants';
import { copyText } from './previewToggle.actors';
import type { PreviewToggleContext, PreviewToggleEvent, PreviewToggleInput } from './previewToggle.types';

function copiedTextOf(event: PreviewToggleEvent): string {
  if (event.type === 'copy.requested') return event.text;
  throw new Error(`previewToggle: ${event.type} carries nothing to copy`);
}

/**
 * The editor's content preview (spec §2 "Editor menu", §4 "Editor preview
 * mode toggles on/off", §6, §9). Two regions:
 *
 * - `mode`: on when the `preview` cookie is and the person signed on is an
 *   editor; only an editor may turn it on. Toggling writes (365 days) or
 *   removes the cookie and refreshes the content; an editor who signs out
 *   while it is on turns it off the same way, and signing on again as an
 *   editor resumes a preview the cookie still holds (the page was already
 *   rendered for it).
 * - `copy`: "copy preview link" shows 'Copied' for `COPIED_LABEL_MS`
 *   (delay `copiedLabel`, spec §9: 1000 ms); a copy that fails stays shown
 *   as failed until the next try.
 *
 * Actor `copyText({ text })` (the clipboard). Named for the edge: actions
 * `writePreviewCookie()`, `removePreviewCookie()` (`PREVIEW_COOKIE` of
 * `api/preview.ts`) and `refreshContent()` (the page's content again, now
 * with or without `X-Preview`).
 */
export const previewToggleMachine = setup({
  types: {
    context: {} as PreviewToggleContext,
    events: {} as PreviewToggleEvent,
    input: {} as PreviewToggleInput,
    tags: {} as 'previewOn',
  },
  actors: { copyText },
  actions: {
    assignEditor: assign({ isEditor: ({ context, event }) => (event.type === 'editor.changed' ? event.isEditor : context.isEditor) }),
    markCookieOn: assign({ cookieOn: true }),
    markCookieOff: assign({ cookieOn: false }),
    /** Edge: write the `preview` cookie (`PREVIEW_COOKIE_DAYS`). */
    writePreviewCookie: () => {},
    /** Edge: remove the `preview` cookie. */
    removePreviewCookie: () => {},
    /** Edge: load the page's content again (the client's cache dropped), in the new mode. */
    refreshContent: () => {},
  },
  guards: {
    isEditor: ({ context }) => context.isEditor,
    hasPreviewCookie: ({ context }) => context.cookieOn,
    resumesPreview: ({ context, event }) => event.type === 'editor.changed' && event.isEditor && context.cookieOn,
    isNoEditor: ({ event }) => event.type === 'editor.changed' && !event.isEditor,
  },
  delays: { copiedLabel: COPIED_LABEL_MS },
}).createMachine({
  id: 'previewToggle',
  context: ({ input }) => ({ isEditor: input.isEditor, cookieOn: input.cookieOn }),
  type: 'parallel',
  states: {
    mode: {
      initial: 'deciding',
      states: {
        // At load: an editor with the cookie is previewing (the page was rendered so).
        deciding: { always: [{ guard: and(['isEditor', 'hasPreviewCookie']), target: 'on' }, { target: 'off' }] },
        off: {
          on: {
            'preview.toggled': { guard: 'isEditor', target: 'on', actions: ['markCookieOn', 'writePreviewCookie', 'refreshContent'] },
            'editor.changed': [{ guard: 'resumesPreview', target: 'on', actions: 'assignEditor' }, { actions: 'assignEditor' }],
          },
        },
        on: {
          tags: ['previewOn'],
          on: {
            'preview.toggled': { target: 'off', actions: ['markCookieOff', 'removePreviewCookie', 'refreshContent'] },
            // Signed out (or no longer an editor): nobody may see unpublished content here.
            'editor.changed': [
              { guard: 'isNoEditor', target: 'off', actions: ['assignEditor', 'markCookieOff', 'removePreviewCookie', 'refreshContent'] },
              { actions: 'assignEditor' },
            ],
          },
        },
      },
    },
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { 'copy.requested': 'copying' } },
        // A second click while copying is the same copy.
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ event }) => ({ text: copiedTextOf(event) }),
            onDone: { target: 'copied' },
            onError: { target: 'failed' },
          },
        },
        copied: { after: { copiedLabel: 'idle' }, on: { 'copy.requested': 'copying' } },
        failed: { on: { 'copy.requested': 'copying' } },
      },
    },
  },
});

export type PreviewToggleMachine = typeof previewToggleMachine;
