import type { ChoiceNotice, ChoiceRule, Reason } from './bookingChange.types';

/** A reason picked from the server's list: the rule of `reason.selected`, answering the notices given. */
export function reasonSelected<TChoice extends { reasonId: string | null }>(
  clears: readonly ChoiceNotice[],
): ChoiceRule<TChoice, { type: 'reason.selected'; reasonId: string }> {
  return { apply: (choice, event) => ({ ...choice, reasonId: event.reasonId }), clears };
}

/** The reason chosen is one the server listed. */
export function isListedReason(reasonId: string | null, options: { reasons: readonly Reason[] } | null): boolean {
  return reasonId !== null && (options?.reasons ?? []).some((reason) => reason.id === reasonId);
}
