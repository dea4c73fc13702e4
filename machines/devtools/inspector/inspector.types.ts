/** What the inspector panel's chart holds: which actor is shown, and whether live or at a recorded snapshot. */
export interface InspectorContext {
  /** Imports the panel's code (from the input). */
  load: () => Promise<unknown>;
  /** The actor shown (by XState's id of the running actor, unique in the page), or none chosen yet. */
  actorId: string | null;
  /** The recorded snapshot shown while travelling back (an index into the actor's history). */
  index: number | null;
  error: string | null;
}

export type InspectorEvent =
  | { type: 'inspector.toggled' }
  | { type: 'inspector.actorChosen'; actorId: string }
  | { type: 'inspector.stepped'; index: number }
  | { type: 'inspector.liveChosen' };
