import type { SnapshotFrom } from 'xstate';
import { CONTACT_TOO_MANY_MESSAGES } from '../../../api/contract/site';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { MessageFormMachine } from './messageForm.machine';
import type { FieldError } from './messageForm.types';

export type MessageFormSnapshot = SnapshotFrom<MessageFormMachine>;

/** What a message form renders. */
export interface MessageFormView<F extends string> {
  values: Record<F, string>;
  /** The refusal under each field at fault (`common.formErrors.*`). */
  errors: Partial<Record<F, FieldError>>;
  /** The form's own error: sending failed (`common.errors.default`) or too many sent from here; none otherwise. */
  submitError: typeof DEFAULT_ERROR_KEY | typeof CONTACT_TOO_MANY_MESSAGES | null;
  /** The message is being sent: the form ignores input and submits. */
  busy: boolean;
  /** We have it: the thanks replace the form. */
  sent: boolean;
}

export function selectMessageForm<F extends string = string>(snapshot: MessageFormSnapshot): MessageFormView<F> {
  return {
    values: snapshot.context.values as Record<F, string>,
    errors: snapshot.matches({ editing: 'invalid' }) ? (snapshot.context.errors as Partial<Record<F, FieldError>>) : {},
    submitError: snapshot.matches({ editing: 'failed' }) ? DEFAULT_ERROR_KEY : snapshot.matches({ editing: 'tooMany' }) ? CONTACT_TOO_MANY_MESSAGES : null,
    busy: snapshot.hasTag('busy'),
    sent: snapshot.matches('sent'),
  };
}
