import type { AnyActorRef } from 'xstate';
import { DEFAULT_ERROR_KEY, SNACKBAR_SYSTEM_ID } from '../constants';
import type { SnackbarEvent } from './snackbar.types';

/**
 * The tab's snackbar in a chart's actor system, for what no form of the
 * chart can say; none where the chart runs on its own (a test of one chart).
 */
export const snackbarOf = (system: { get(systemId: string): AnyActorRef | undefined }): AnyActorRef | undefined => system.get(SNACKBAR_SYSTEM_ID);

/** The default error as an error snackbar (site.md section 8: where no form shows it). */
export const DEFAULT_ERROR_SHOWN: SnackbarEvent = { type: 'snackbar.shown', notice: { type: 'error', messageKey: DEFAULT_ERROR_KEY } };
