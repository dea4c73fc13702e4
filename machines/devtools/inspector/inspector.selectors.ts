import type { SnapshotFrom } from 'xstate';
import type { inspectorMachine } from './inspector.machine';

type InspectorSnapshot = SnapshotFrom<typeof inspectorMachine>;

/** What the panel's view shows. */
export interface InspectorView {
  phase: 'closed' | 'loading' | 'failed' | 'open';
  actorId: string | null;
  /** The recorded snapshot shown, or null when live. */
  index: number | null;
  error: string | null;
}

export function selectInspector(snapshot: InspectorSnapshot): InspectorView {
  const phase = snapshot.matches('open') ? 'open' : snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'closed';
  return { phase, actorId: snapshot.context.actorId, index: snapshot.matches({ open: 'past' }) ? snapshot.context.index : null, error: snapshot.context.error };
}
