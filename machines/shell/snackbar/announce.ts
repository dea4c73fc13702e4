import { DEFAULT_ERROR_KEY } from '../constants';
import type { SnackbarNotice } from './snackbar.types';

/** The default error as an error snackbar (site.md section 8: where no form shows it). */
export const DEFAULT_ERROR_NOTICE: SnackbarNotice = { type: 'error', messageKey: DEFAULT_ERROR_KEY };
