import type { SnapshotFrom } from 'xstate';
import { formErrorMessage } from '../../../api/validators/messages';
import type { FormErrorMessage } from '../../../api/validators/messages';
import type { PostalCodeMachine } from './postalCode.machine';
import type { ServiceChoice } from './postalCode.types';

export type PostalCodeSnapshot = SnapshotFrom<PostalCodeMachine>;

/** What the postal-code form and its service-choice popup render. */
interface PostalCodeView {
  /** The input's value: at most 6 characters, five digits as `123 45`. */
  displayValue: string;
  /** The message under the input (`common.formErrors.*`), or none. */
  errorKey: FormErrorMessage | null;
  /** The check got no answer (offline): it runs again once the connection is back; no error in the code. */
  waitingForConnection: boolean;
  /** Validating has taken longer than the spinner delay. */
  showSpinner: boolean;
  /** A submit is being validated (or has navigated): the button does nothing. */
  busy: boolean;
  /** The service-choice popup is open. */
  choiceVisible: boolean;
  /** The popup's lines (empty while it is closed), with their availability and disabled reasons. */
  choices: ServiceChoice[];
  canSubmit: boolean;
}

/** The error message of each error substate of `editing` (errors are states, spec §5 and §8). */
const ERROR_STATES = [
  ['invalid', formErrorMessage('areaCode')],
  ['serviceUnavailable', formErrorMessage('serviceNotAvailableOnPostalCode')],
  ['servicesUnavailable', formErrorMessage('servicesNotAvailableOnPostalCode')],
  ['alreadySubscribed', formErrorMessage('alreadySubscribed')],
  ['subscriptionMismatch', formErrorMessage('subscriptionZipCodeMismatch')],
  ['failed', formErrorMessage('default')],
] as const;

function errorKeyOf(snapshot: PostalCodeSnapshot): FormErrorMessage | null {
  for (const [state, key] of ERROR_STATES) {
    if (snapshot.matches({ editing: state })) return key;
  }
  return null;
}

export function selectPostalCode(snapshot: PostalCodeSnapshot): PostalCodeView {
  const choiceVisible = snapshot.hasTag('choiceVisible');
  return {
    displayValue: snapshot.context.value,
    errorKey: errorKeyOf(snapshot),
    waitingForConnection: snapshot.matches('waitingForConnection'),
    showSpinner: snapshot.hasTag('showSpinner'),
    busy: snapshot.hasTag('busy') || snapshot.status === 'done',
    choiceVisible,
    choices: choiceVisible ? snapshot.context.choices : [],
    canSubmit: snapshot.can({ type: 'form.submitted' }),
  };
}

/** The "tell me when you come here" form's chart while a "not offered" message shows, else null. */
export function selectInterest(snapshot: PostalCodeSnapshot) {
  return snapshot.children.interest ?? null;
}
