import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../constants';
import type { PreviewToggleMachine } from './previewToggle.machine';

export type PreviewToggleSnapshot = SnapshotFrom<PreviewToggleMachine>;

/** What "copy preview link" shows. */
type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';

/** What the editor menu reads. */
interface PreviewToggleView {
  /** Preview is on: content calls carry `X-Preview`, the switch shows "disable". */
  enabled: boolean;
  /** The switch may be used (on: always; off: only by an editor). */
  canToggle: boolean;
  copyStatus: CopyStatus;
  /** Message key while copying failed; null otherwise. */
  copyErrorKey: string | null;
}

function copyStatusOf(snapshot: PreviewToggleSnapshot): CopyStatus {
  if (snapshot.matches({ copy: 'copying' })) return 'copying';
  if (snapshot.matches({ copy: 'copied' })) return 'copied';
  if (snapshot.matches({ copy: 'failed' })) return 'failed';
  return 'idle';
}

export function selectPreviewToggle(snapshot: PreviewToggleSnapshot): PreviewToggleView {
  const copyStatus = copyStatusOf(snapshot);
  return {
    enabled: snapshot.hasTag('previewOn'),
    canToggle: snapshot.can({ type: 'preview.toggled' }),
    copyStatus,
    copyErrorKey: copyStatus === 'failed' ? DEFAULT_ERROR_KEY : null,
  };
}

/** Whether content calls carry `X-Preview: true` (the API client's `preview` option). */
export function selectPreviewOn(snapshot: PreviewToggleSnapshot): boolean {
  return snapshot.hasTag('previewOn');
}
