import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { EditFieldMachine } from './editField.machine';

export type EditFieldSnapshot = SnapshotFrom<EditFieldMachine>;

/** `view`: the stored value and "Change"; `edit`: the form (also while saving); `saved`: the stored value, said to be saved. */
type EditFieldStep = 'view' | 'edit' | 'saved' | 'ended';

/** What an editable value renders. */
export interface EditFieldView {
  step: EditFieldStep;
  /** The stored value. */
  value: string | null;
  /** What the form starts from: what was typed before a failure, else the stored value. */
  formValue: string;
  /** The server's refusal, for the field. */
  fieldErrorKey: string | null;
  /** The save failed: the message (saving again is the retry). */
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  busy: boolean;
}

export function selectEditField(snapshot: EditFieldSnapshot): EditFieldView {
  const { context } = snapshot;
  const step: EditFieldStep = snapshot.matches('editing') || snapshot.matches('saving') ? 'edit' : snapshot.matches('saved') ? 'saved' : snapshot.matches('ended') ? 'ended' : 'view';
  return {
    step,
    value: context.value,
    formValue: context.draft ?? context.value ?? '',
    fieldErrorKey: snapshot.matches({ editing: 'refused' }) ? context.fieldErrorKey : null,
    errorKey: snapshot.matches({ editing: 'failed' }) ? DEFAULT_ERROR_KEY : null,
    busy: snapshot.hasTag('busy'),
  };
}
