import type { SnapshotFrom } from 'xstate';
import type { FieldError } from '../../../api/contract/endpoint';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { SecurityInstructionsMachine } from './securityInstructions.machine';
import type { ProtectionLevel, SecurityChanges, SecurityInstructions } from './securityInstructions.types';

export type SecurityInstructionsSnapshot = SnapshotFrom<SecurityInstructionsMachine>;

/**
 * - `loading` (also a failed load, with a retry);
 * - `notSet`: none given yet, "Add";
 * - `unconfirmed`: saved, "please confirm" (also while confirming);
 * - `confirmed`: with the date;
 * - `edit`: the form (also while saving).
 */
type SecurityStep = 'loading' | 'notSet' | 'unconfirmed' | 'confirmed' | 'edit' | 'ended';

export interface SecurityInstructionsView {
  step: SecurityStep;
  instructions: SecurityInstructions | null;
  levels: ProtectionLevel[];
  /** The stored level, with its label and description; null when none or not among the levels. */
  level: ProtectionLevel | null;
  /** What the form starts from: what was submitted before a failure, else what is stored. */
  formValues: Required<Pick<SecurityChanges, 'instructions'>> & { protectionLevel: string | null; keyHandling: SecurityInstructions['keyHandling'] };
  fieldErrors: FieldError[];
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  busy: boolean;
}

export function selectSecurityInstructions(snapshot: SecurityInstructionsSnapshot): SecurityInstructionsView {
  const { context } = snapshot;
  const step: SecurityStep =
    snapshot.matches('loading') || snapshot.matches('loadFailed')
      ? 'loading'
      : snapshot.matches('notSet')
        ? 'notSet'
        : snapshot.matches('unconfirmed') || snapshot.matches('confirming')
          ? 'unconfirmed'
          : snapshot.matches('confirmed')
            ? 'confirmed'
            : snapshot.matches('editing') || snapshot.matches('saving')
              ? 'edit'
              : 'ended';
  const stored = context.instructions;
  const source = context.draft ?? {};
  const failed = snapshot.matches('loadFailed') || snapshot.matches({ unconfirmed: 'confirmFailed' }) || snapshot.matches({ editing: 'failed' });
  return {
    step,
    instructions: stored,
    levels: context.levels,
    level: context.levels.find((level) => level.id === stored?.protectionLevel) ?? null,
    formValues: {
      protectionLevel: source.protectionLevel !== undefined ? source.protectionLevel : (stored?.protectionLevel ?? null),
      keyHandling: source.keyHandling !== undefined ? source.keyHandling : (stored?.keyHandling ?? null),
      instructions: source.instructions ?? stored?.instructions ?? '',
    },
    fieldErrors: snapshot.matches({ editing: 'refused' }) ? context.fieldErrors : [],
    errorKey: failed ? DEFAULT_ERROR_KEY : null,
    busy: snapshot.hasTag('busy'),
  };
}
