import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getSimplePaths, serializeSnapshot } from 'xstate/graph';
import type { StatePath, TraversalOptions } from 'xstate/graph';

/**
 * The one path generator of the model tests (machine level, view level and
 * the booking wizard): the paths that take every edge of a machine's graph.
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

export interface EdgePathOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /**
   * The events offered at a state. A list: every event the active state nodes
   * handle, with the listed payloads (all of them for that type) or bare (see
   * `ownEvents`). A function: exactly the events it returns for the state.
   */
  events?: readonly TraversalEvent[] | ((snapshot: SnapshotFrom<TMachine>) => readonly TraversalEvent[]);
  /** What identifies a state of the graph (default: state value and context, as `xstate/graph` serializes them). */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /**
   * Edges with the same key are taken once, by the shortest path that reaches
   * one of them (default: every edge). For graphs too big to walk edge by edge.
   */
  edgeKey?: (source: SnapshotFrom<TMachine>, event: TraversalEvent, target: SnapshotFrom<TMachine>) => string;
  /** Also the shortest path to one state of each key (with `edgeKey`, so no state value goes unvisited). */
  stateKey?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Also every simple (no repeated state) path to every reachable state; for small graphs only. */
  simplePaths?: boolean;
}

/**
 * Every event the active state nodes of `snapshot` handle, with the payloads
 * given in `provided` (all of them for that type) or bare. This is what a
 * list in `EdgePathOptions.events` means; passing a list to `xstate/graph`
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

type Step<TMachine extends AnyStateMachine> = MachinePath<TMachine>['steps'][number];

/** An event as text, errors with their class, message and fields (a 404 and a 503 differ). */
function eventText(event: unknown): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error ? { error: value.constructor.name, message: value.message, ...Object.fromEntries(Object.entries(value)) } : value,
  );
}

/** A path's events in full (payloads and errors uncut): what tells two paths apart. */
export function eventsKey(steps: ReadonlyArray<{ event: unknown }>): string[] {
  return steps.map((step) => eventText(step.event));
}

/**
 * Drops the paths whose events are those of another path or the start of
 * one: walking the longer path takes the same steps, with the same checks
 * after each, so nothing that would be asserted is lost.
 */
function longestOnly<TMachine extends AnyStateMachine>(paths: MachinePath<TMachine>[]): MachinePath<TMachine>[] {
  const keyed = paths.map((path) => ({ path, keys: eventsKey(path.steps) }));
  const prefixes = new Set<string>();
  for (const { keys } of keyed) {
    for (let i = 1; i < keys.length; i += 1) prefixes.add(keys.slice(0, i).join('\n'));
  }
  const seen = new Set<string>();
  return keyed
    .filter(({ keys }) => {
      const whole = keys.join('\n');
      if (prefixes.has(whole) || seen.has(whole)) return false;
      seen.add(whole);
      return true;
    })
    .map(({ path }) => path);
}

/**
 * Edge coverage: for every edge (state, event) of the graph, the shortest
 * path to its source followed by that event. Every reachable transition of
 * the chart is then taken by some path (shortest paths alone reach every
 * state but may skip edges into states already reached). Paths that are the
 * start of another path are left out (see `longestOnly`).
 *
 * The graph is explored once (`getAdjacencyMap`, breadth first); the shortest
 * paths are read off it in that order, so no second traversal is needed.
 */
export function edgePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: EdgePathOptions<TMachine> = {},
): MachinePath<TMachine>[] {
  type Snapshot = SnapshotFrom<TMachine>;
  const offered = options.events;
  const events = (snapshot: Snapshot): EventFromLogic<TMachine>[] => {
    const list = typeof offered === 'function' ? offered(snapshot) : ownEvents(snapshot, offered);
    // Internal event types (after/done/error) are not in the machine's
    // event union, but the traversal offers them; the cast is confined here.
    return list as unknown as EventFromLogic<TMachine>[];
  };
  const serializeOnce = options.serializeState ?? ((snapshot: Snapshot) => serializeSnapshot(snapshot));
  // Each snapshot is serialized while the graph is explored and again when paths are read off it: once is enough.
  const texts = new WeakMap<Snapshot, string>();
  const serialize = (snapshot: Snapshot): string => {
    let text = texts.get(snapshot);
    if (text === undefined) texts.set(snapshot, (text = serializeOnce(snapshot)));
    return text;
  };
  // The graph's snapshots are the machine's; the casts are confined here.
  const graph: AnyStateMachine = machine;
  const typed = (snapshot: AnyMachineSnapshot) => snapshot as unknown as Snapshot;
  const traversal: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> = {
    input: options.input,
    events: (snapshot) => events(typed(snapshot)) as AnyEventObject[],
    serializeState: (snapshot) => serialize(typed(snapshot)),
    // Events that differ only in an error (a 404 and a 503) are different edges.
    serializeEvent: (event) => eventText(event),
  };
  const adjacency = getAdjacencyMap(graph, traversal);

  // Breadth first: the adjacency map's entries are in the order the states were
  // first explored, so the first path found to a state is a shortest one.
  const toState = new Map<string, Step<TMachine>[]>();
  const entries = Object.entries(adjacency);
  const [initial] = entries;
  if (!initial) return [];
  toState.set(initial[0], [{ event: { type: 'xstate.init' } as EventFromLogic<TMachine>, state: typed(initial[1].state) }]);
  for (const [serialized, { transitions }] of entries) {
    const head = toState.get(serialized);
    if (!head) throw new Error(`edgePaths: no path to ${serialized}`);
    for (const { event, state } of Object.values(transitions) as unknown as Step<TMachine>[]) {
      const key = serialize(state);
      if (!toState.has(key)) toState.set(key, [...head, { event, state }]);
    }
  }

  const paths: MachinePath<TMachine>[] = [];
  const byKey = new Map<string, MachinePath<TMachine>>();
  for (const [serialized, { state: source, transitions }] of entries) {
    const head = toState.get(serialized) ?? [];
    for (const { event, state } of Object.values(transitions) as unknown as Step<TMachine>[]) {
      const path = { state, steps: [...head, { event, state }], weight: head.length };
      if (!options.edgeKey) {
        paths.push(path);
        continue;
      }
      const key = options.edgeKey(typed(source), event as TraversalEvent, state);
      const known = byKey.get(key);
      if (!known || known.steps.length > path.steps.length) byKey.set(key, path);
    }
  }
  paths.push(...byKey.values());

  if (options.stateKey) {
    const byState = new Map<string, Step<TMachine>[]>();
    for (const steps of toState.values()) {
      const last = steps.at(-1);
      if (!last) continue;
      const key = options.stateKey(last.state);
      const known = byState.get(key);
      if (!known || known.length > steps.length) byState.set(key, steps);
    }
    for (const steps of byState.values()) {
      const last = steps.at(-1);
      if (last) paths.push({ state: last.state, steps, weight: steps.length - 1 });
    }
  }
  if (options.simplePaths) paths.push(...(getSimplePaths(graph, traversal) as unknown as MachinePath<TMachine>[]));
  return longestOnly(paths);
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
