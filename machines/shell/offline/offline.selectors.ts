import type { SnapshotFrom } from 'xstate';
import type { SnackbarNotice } from '../snackbar/snackbar.types';
import { OFFLINE_NOTICE } from './offline.machine';
import type { OfflineMachine } from './offline.machine';

type OfflineSnapshot = SnapshotFrom<OfflineMachine>;

/** The notice to show while offline, or null when online. */
export function selectOfflineNotice(snapshot: OfflineSnapshot): SnackbarNotice | null {
  return snapshot.hasTag('noticeVisible') ? OFFLINE_NOTICE : null;
}

/** True while the browser is offline. */
export function selectIsOffline(snapshot: OfflineSnapshot): boolean {
  return snapshot.matches('offline');
}
