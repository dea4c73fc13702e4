import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph';
import type { StatePath } from 'xstate/graph';

/** A path through a machine's graph: start at the initial state, take each step's event. */
export type MachinePath<TMachine extends AnyStateMachine> = StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>;

/**
 * Events offered to the traversal. Besides the machine's own events this may
 * hold the internal ones (`xstate.done.actor.*` with `output`,
 * `xstate.error.actor.*` with `error`) with their payloads; event types not
 * listed are offered bare (`{ type }`).
 */
export type TraversalEvent = { type: string } & Record<string, unknown>;

export interface PathOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  events?: readonly TraversalEvent[];
}

/**
 * Traversal options. The offered events are computed per state: every event
 * the active state nodes handle, with the payloads given in `events` (all
 * of them for that type) or bare. (Passing an array to xstate/graph would
 * replace this default and offer only the listed events.)
 */
function traversal<TMachine extends AnyStateMachine>(options: PathOptions<TMachine>) {
  const provided = options.events ?? [];
  return {
    input: options.input,
    events: (snapshot: object): EventFromLogic<TMachine>[] => {
      const nodes = (snapshot as { _nodes: ReadonlyArray<{ ownEvents: string[] }> })._nodes;
      const types = [...new Set(nodes.flatMap((node) => node.ownEvents))];
      const events = types.flatMap((type) => {
        const matching = provided.filter((event) => event.type === type);
        return matching.length ? matching : [{ type }];
      });
      // Internal event types (after/done/error) are not in the machine's
      // event union, but the traversal offers them; the cast is confined here.
      return events as unknown as EventFromLogic<TMachine>[];
    },
  };
}

/** One shortest path to every reachable (state, context). */
export function shortestPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathOptions<TMachine> = {},
): MachinePath<TMachine>[] {
  return getShortestPaths(machine, traversal(options)) as MachinePath<TMachine>[];
}

/** Every simple (no repeated state) path to every reachable state; for small graphs only. */
export function simplePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathOptions<TMachine> = {},
): MachinePath<TMachine>[] {
  return getSimplePaths(machine, traversal(options)) as MachinePath<TMachine>[];
}

/**
 * Edge coverage: for every edge (state, event) of the graph, the shortest
 * path to its source followed by that event. Every reachable transition of
 * the chart is then taken by some path (shortest paths alone reach every
 * state but may skip edges into states already reached).
 */
export function edgePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathOptions<TMachine> = {},
): MachinePath<TMachine>[] {
  const resolved = traversal(options);
  const toState = new Map<string, MachinePath<TMachine>>();
  for (const path of shortestPaths(machine, options)) {
    toState.set(serializeSnapshot(path.state), path);
  }
  const adjacency = getAdjacencyMap(machine, resolved);
  const paths: MachinePath<TMachine>[] = [];
  for (const [serialized, { transitions }] of Object.entries(adjacency)) {
    const head = toState.get(serialized);
    if (!head) throw new Error(`edgePaths: no shortest path to ${serialized}`);
    const edges: Array<{ event: EventFromLogic<TMachine>; state: SnapshotFrom<TMachine> }> = Object.values(transitions);
    for (const { event, state } of edges) {
      paths.push({
        state,
        steps: [...head.steps, { event, state }],
        weight: head.weight + 1,
      });
    }
  }
  return paths;
}

/** A short description of a path for test names. */
export function describePath(path: { steps: ReadonlyArray<{ event: { type: string } }> }): string {
  const events = path.steps
    .map((step) => step.event)
    .filter((event) => event.type !== 'xstate.init')
    .map((event) => {
      const { type, ...rest } = event as TraversalEvent;
      const short = type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after($1)').replace(/^xstate\.(done|error)\.actor\.(.*)$/, '$1($2)');
      const payload = JSON.stringify(rest, (_key, value: unknown) => (value instanceof Error ? `Error(${value.message})` : value));
      return Object.keys(rest).length ? `${short} ${payload}` : short;
    });
  return events.length ? events.join(' → ') : '(initial)';
}
