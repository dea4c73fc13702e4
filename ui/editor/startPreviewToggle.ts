import type { ApiClient } from '../../api/client/types';
import { previewToggleMachine } from '../../machines/shell/previewToggle/previewToggle.machine';
import { selectPreviewOn } from '../../machines/shell/previewToggle/previewToggle.selectors';
import { selectStaffSso } from '../../machines/staffSso/staffSso.selectors';
import type { StaffSsoActor } from '../directory/DirectoryContext';
import type { DirectoryBridge } from '../directory/bridge';
import { isPreviewCookieSet, removePreviewCookie, writePreviewCookie } from './previewCookie';
import { createSiteActor } from '../site/siteActors';

interface PreviewToggleEdge {
  /** The directory sign-on, whose user decides whether preview may be on. */
  sso: StaffSsoActor;
  api: ApiClient;
  /** What the API client reads: `preview` follows the chart. */
  bridge: DirectoryBridge;
  /** Loads the page's server data again (its `getServerSideProps`), with the cookies as they are now. */
  reloadPage: () => void;
}

/**
 * Starts the editor's preview toggle with the edge it needs: the cookie,
 * the page's content again, and the sign-on's changes of user. Its own
 * module so that the chart is a chunk of its own, loaded only once an
 * editor is signed on.
 */
export function startPreviewToggle({ sso, api, bridge, reloadPage }: PreviewToggleEdge) {
  let isEditor = selectStaffSso(sso.getSnapshot()).isEditor;
  const machine = previewToggleMachine.provide({
    actions: {
      writePreviewCookie: () => writePreviewCookie(),
      removePreviewCookie: () => removePreviewCookie(),
      refreshContent: ({ context }) => {
        // The client's calls change mode before the page's data is asked for again.
        bridge.preview = context.isEditor && context.cookieOn;
        api.invalidate();
        reloadPage();
      },
    },
  });
  const actor = createSiteActor(machine, { input: { cookieOn: isPreviewCookieSet(), isEditor } });
  actor.subscribe((snapshot) => {
    bridge.preview = selectPreviewOn(snapshot);
  });
  actor.start();
  bridge.preview = selectPreviewOn(actor.getSnapshot());
  // Signing out (or a renewal that drops the role) turns preview off; signing on again may resume it.
  sso.subscribe((snapshot) => {
    const next = selectStaffSso(snapshot).isEditor;
    if (next === isEditor) return;
    isEditor = next;
    actor.send({ type: 'editor.changed', isEditor: next });
  });
  return actor;
}

export type PreviewToggleActor = ReturnType<typeof startPreviewToggle>;
