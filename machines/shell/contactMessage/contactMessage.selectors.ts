import type { SnapshotFrom } from 'xstate';
import { CONTACT_TOO_MANY_MESSAGES } from '../../../api/contract/site';
import type { FormErrorMessage } from '../../../api/validators/messages';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { ContactMessageMachine } from './contactMessage.machine';
import type { ContactField, ContactValues } from './contactMessage.types';

export type ContactMessageSnapshot = SnapshotFrom<ContactMessageMachine>;


/** What the contact form renders. */
interface ContactMessageView {
  values: ContactValues;
  /** The message under each field at fault (`common.formErrors.*`). */
  errors: Partial<Record<ContactField, FormErrorMessage>>;
  /** The form's own error: sending failed (`common.errors.default`) or too many messages from here; none otherwise. */
  submitError: typeof DEFAULT_ERROR_KEY | typeof CONTACT_TOO_MANY_MESSAGES | null;
  /** The message is being sent: the form ignores input and submits. */
  busy: boolean;
  /** Customer service has it: the thanks replace the form. */
  sent: boolean;
}

export function selectContactMessage(snapshot: ContactMessageSnapshot): ContactMessageView {
  return {
    values: snapshot.context.values,
    errors: snapshot.matches({ editing: 'invalid' }) ? snapshot.context.errors : {},
    submitError: snapshot.matches({ editing: 'failed' }) ? DEFAULT_ERROR_KEY : snapshot.matches({ editing: 'tooMany' }) ? CONTACT_TOO_MANY_MESSAGES : null,
    busy: snapshot.hasTag('busy'),
    sent: snapshot.matches('sent'),
  };
}
