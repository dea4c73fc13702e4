import type { SnapshotFrom } from 'xstate';
import type { FormErrorMessage } from '../../../api/validators/messages';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { AreaInterestMachine } from './areaInterest.machine';

export type AreaInterestSnapshot = SnapshotFrom<AreaInterestMachine>;

/** What the "tell me when you come here" form renders. */
interface AreaInterestView {
  /** The postal code it is about (five digits). */
  postalCode: string;
  email: string;
  /** The message under the address (`common.formErrors.*`), or none. */
  emailError: FormErrorMessage | null;
  /** Sending failed for another reason: the form's submit error (`common.errors.default`), or none. */
  submitError: typeof DEFAULT_ERROR_KEY | null;
  /** The address is being sent: the form ignores input and submits. */
  busy: boolean;
  /** The address is on the list: the confirmation replaces the form. */
  registered: boolean;
}

export function selectAreaInterest(snapshot: AreaInterestSnapshot): AreaInterestView {
  const { postalCode, email } = snapshot.context;
  return {
    postalCode,
    email,
    emailError: snapshot.matches({ editing: 'invalid' }) ? snapshot.context.emailError : null,
    submitError: snapshot.matches({ editing: 'failed' }) ? DEFAULT_ERROR_KEY : null,
    busy: snapshot.hasTag('busy'),
    registered: snapshot.matches('registered'),
  };
}
