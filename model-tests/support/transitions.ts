import { createHash } from 'node:crypto';
import type { AnyStateMachine } from 'xstate';
import { listTransitions } from '../../machines/graph/transitions';

export { delayedEvents, leafStatePaths, leavesWithout, listTransitions, restingLeafStatePaths, transitionKey } from '../../machines/graph/transitions';

/** Fingerprint of a machine's transition list; a recorded run against another definition is stale. */
export function definitionHash(machine: AnyStateMachine): string {
  const keys = listTransitions(machine)
    .map((t) => `${t.key}>${t.targets.join(',')}`)
    .sort();
  return createHash('sha256').update(keys.join('\n')).digest('hex').slice(0, 16);
}

/**
 * A machine's chart as text with its own id left out: every state node's
 * definition (type, initial state, transitions with their guards, targets
 * and actions, entry and exit actions, invoked actors, tags). Two machines
 * with the same fingerprint differ in their id (and their context) only, so
 * a walk of one takes the other's transitions too (`TransitionRecorder.credit`).
 * Inline guards and actions are functions, which JSON leaves out; their
 * names and positions are kept.
 */
export function chartFingerprint(machine: AnyStateMachine): string {
  const text = JSON.stringify(machine.root.definition, (_key, value: unknown) =>
    typeof value === 'function' ? `[function ${(value as { name?: string }).name ?? ''}]` : value,
  );
  return createHash('sha256').update(text.split(machine.id).join('<machine>')).digest('hex');
}
