import type { ControllerFieldState } from 'react-hook-form';
import { formErrorMessage } from '../../api/validators/messages';
import type { FieldMessage } from './Field';

/**
 * The error a field shows: the server's at once, the form's own once the
 * field was left with a value or all errors are revealed.
 */
export function errorToShow(state: Pick<ControllerFieldState, 'error' | 'isTouched'>, reveal: boolean): FieldMessage | null {
  const { error } = state;
  if (!error) return null;
  if (error.type !== 'server' && !reveal && !state.isTouched) return null;
  return { message: error.message || formErrorMessage('default') };
}
