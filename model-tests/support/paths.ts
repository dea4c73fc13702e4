import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { StatePath } from 'xstate/graph';

/**
 * Paths through a chart and how they are named: what the planner
 * (`cover.ts`) answers and the path tests register.
 */

/** A path through a machine's graph: start at the initial state, take each step's event. */
export type MachinePath<TMachine extends AnyStateMachine> = StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>;

/**
 * Events offered to the traversal. Besides the machine's own events this may
 * hold the internal ones (`xstate.done.actor.*` with `output`,
 * `xstate.error.actor.*` with `error`) with their payloads; event types not
 * listed are offered bare (`{ type }`).
 */
export type TraversalEvent = { type: string } & Record<string, unknown>;

/**
 * Every event the active state nodes of `snapshot` handle, with the payloads
 * given in `provided` (all of them for that type) or bare. This is what a
 * list in `CoverOptions.events` means; passing a list to `xstate/graph`
 * directly would offer only the listed events.
 */
export function ownEvents(snapshot: object, provided: readonly TraversalEvent[] = []): TraversalEvent[] {
  const nodes = (snapshot as { _nodes: ReadonlyArray<{ ownEvents: string[] }> })._nodes;
  const types = [...new Set(nodes.flatMap((node) => node.ownEvents))];
  return types.flatMap((type) => {
    const matching = provided.filter((event) => event.type === type);
    return matching.length ? [...matching] : [{ type }];
  });
}

/** An event as text, errors with their class, message and fields (a 404 and a 503 differ). */
export function eventText(event: unknown): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error ? { error: value.constructor.name, message: value.message, ...Object.fromEntries(Object.entries(value)) } : value,
  );
}

/** A path's events in full (payloads and errors uncut): what tells two paths apart. */
export function eventsKey(steps: ReadonlyArray<{ event: unknown }>): string[] {
  return steps.map((step) => eventText(step.event));
}

/** One event as a path's sentences name it: `after(retry)`, `done(loadAccount)`, the payload shortened. */
export function describeStep(event: { type: string }): string {
  const { type, ...rest } = event as TraversalEvent;
  if (type === 'xstate.init') return 'start';
  const short = type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after($1)').replace(/^xstate\.(done|error)\.actor\.(.*)$/, '$1($2)');
  const payload = JSON.stringify(rest, (_key, value: unknown) => (value instanceof Error ? `Error(${value.message})` : value));
  // Long payloads (a whole form's configuration) are cut: the name tells paths apart, the test holds the event.
  const shown = payload.length > 80 ? `${payload.slice(0, 77)}…` : payload;
  return Object.keys(rest).length ? `${short} ${shown}` : short;
}

/** A short description of a path for test names. */
export function describePath(path: { steps: ReadonlyArray<{ event: { type: string } }> }): string {
  const events = path.steps
    .map((step) => step.event)
    .filter((event) => event.type !== 'xstate.init')
    .map(describeStep);
  return events.length ? events.join(' → ') : '(initial)';
}

/** The leaf states of a state value as dotted paths (`{ a: 'b' }` → `['a.b']`). */
export function leafStates(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const below = leafStates(child);
    return below.length ? below.map((leaf) => `${key}.${leaf}`) : [key];
  });
}
