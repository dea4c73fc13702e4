import type { SnapshotFrom } from 'xstate';
import type { SnackbarMachine } from './snackbar.machine';
import type { SnackbarNotice } from './snackbar.types';

type SnackbarSnapshot = SnapshotFrom<SnackbarMachine>;

/** What the snackbar view renders. */
interface SnackbarView {
  visible: boolean;
  notice: SnackbarNotice | null;
}

export function selectSnackbar(snapshot: SnackbarSnapshot): SnackbarView {
  const visible = snapshot.hasTag('visible');
  return { visible, notice: visible ? snapshot.context.notice : null };
}
