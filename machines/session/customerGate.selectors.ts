import type { SnapshotFrom } from 'xstate';
import type { customerGateMachine } from './customerGate.machine';

/** Whether the gate is leaving for the referrer, or about to once the server has confirmed the session: the page shows nothing of its own meanwhile. */
export function selectReturning(snapshot: SnapshotFrom<typeof customerGateMachine>): boolean {
  return snapshot.matches('returning') || (snapshot.matches('confirming') && snapshot.context.referrer !== null);
}
