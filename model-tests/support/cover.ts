import type { AnyActorScope, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { createEmptyActor } from 'xstate';
import { serializeSnapshot } from 'xstate/graph';
import { eventText, leafStates, ownEvents } from './paths';
import type { MachinePath, TraversalEvent } from './paths';
import { listTransitions, restingLeafStatePaths, transitionKey } from './transitions';

/**
 * The planner of the model tests: for one starting point of a chart, the
 * fewest, shortest paths it can find that together reach a goal.
 *
 * - `transitions` (machine level): every transition of the chart and every
 *   leaf state this start can reach.
 * - `states` (view level): every leaf state this start can reach; the
 *   machine level takes the transitions.
 *
 * The graph is explored breadth first from the start, so the first path
 * found to a goal is a shortest one; exploring stops as soon as every goal
 * of the chart has been found, or when a thousand states in a row found
 * none (`patience`). Each edge notes which of the chart's
 * transitions it took (the microsteps, as the coverage recorder hears them
 * from a real actor) and which leaf states it reached. The cover is then
 * chosen greedily: the goal whose shortest path is longest first, that path
 * taken whole (with every goal along it), until none is left; a path that
 * is the start of another is dropped.
 *
 * What identifies a state of the graph is `serializeState` (default: state
 * value and context). A coarser key folds context variants together (the
 * first path found to a key stands for all of them): exploring stays small,
 * every path is still exactly what the chart does, and a transition only a
 * folded variant takes is missed, which the coverage gate reports.
 */

export type CoverGoal = 'transitions' | 'states';

export interface CoverOptions<TMachine extends AnyStateMachine> {
  goal: CoverGoal;
  input?: InputFrom<TMachine>;
  /**
   * The events offered at a state. A list: every event the active state nodes
   * handle, with the listed payloads (all of them for that type) or bare. A
   * function: exactly the events it returns for the state.
   */
  events?: readonly TraversalEvent[] | ((snapshot: SnapshotFrom<TMachine>) => readonly TraversalEvent[]);
  /** What identifies a state of the graph (default: state value and context). */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /**
   * Also a goal: every distinct screen, as this key tells them apart (a view
   * that shows one leaf state two ways, say a QR code or a button). The
   * screens are not known before they are found, so the whole graph is
   * explored; for views, whose graphs are small.
   */
  screenKey?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** More states than this explored is a chart (or a key) too big to walk: an error that says so. */
  maxStates?: number;
  /**
   * Exploring stops once this many states in a row were explored without
   * finding a goal: the goals left are then another start's to reach (a
   * walk that leaves some events out) or unreachable. A goal that lay
   * further would show in the coverage gate.
   */
  patience?: number;
}

const MAX_STATES = 20_000;
const PATIENCE = 1_000;

/** The events a planning offers at a snapshot (see `CoverOptions.events`). */
export function offeredEvents<TMachine extends AnyStateMachine>(
  events: CoverOptions<TMachine>['events'],
  snapshot: SnapshotFrom<TMachine>,
): TraversalEvent[] {
  return typeof events === 'function' ? [...events(snapshot)] : ownEvents(snapshot, events);
}

/** A transition function that also says which of the chart's transitions each step took. */
interface Stepper<TMachine extends AnyStateMachine> {
  initial(input: InputFrom<TMachine> | undefined): { snapshot: SnapshotFrom<TMachine>; taken: string[] };
  next(snapshot: SnapshotFrom<TMachine>, event: TraversalEvent): { snapshot: SnapshotFrom<TMachine>; taken: string[] };
}

/**
 * Runs the chart's pure transition function (no actor, no side effects) in
 * a scope whose system reports the microsteps, so each step's transitions
 * are known as a real actor's recorder would note them.
 */
export function stepper<TMachine extends AnyStateMachine>(machine: TMachine): Stepper<TMachine> {
  const empty = createEmptyActor();
  // Planning takes a chart's transitions again and again in one scope: a child it spawns under a system id
  // (the site's session) is registered each time, where a real actor's system would have one.
  const system = empty.system as unknown as { _set(systemId: string, ref: unknown): void; get(systemId: string): unknown; _unregister(ref: unknown): void };
  const register = system._set.bind(system);
  system._set = (systemId, ref) => {
    const existing = system.get(systemId);
    if (existing && existing !== ref) system._unregister(existing);
    register(systemId, ref);
  };
  let taken: string[] = [];
  empty.system.inspect((event) => {
    if (event.type !== '@xstate.microstep') return;
    for (const t of (event as unknown as { _transitions: Parameters<typeof transitionKey>[0][] })._transitions) {
      const key = transitionKey(t);
      if (key !== null && (t.source.machine as AnyStateMachine).id === machine.id) taken.push(key);
    }
  });
  const scope = {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'planning',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  const graph: AnyStateMachine = machine;
  const run = (step: () => AnyMachineSnapshot) => {
    taken = [];
    const snapshot = step() as SnapshotFrom<TMachine>;
    return { snapshot, taken };
  };
  return {
    initial: (input) => run(() => graph.getInitialSnapshot(scope, input)),
    next: (snapshot, event) => run(() => graph.transition(snapshot as AnyMachineSnapshot, event as AnyEventObject, scope)),
  };
}

/** Every goal of a chart: its transitions' keys and its leaf states (`state:` before each). */
function goalsOf(machine: AnyStateMachine, goal: CoverGoal): Set<string> {
  const states = restingLeafStatePaths(machine).map((state) => `state:${state}`);
  return new Set(goal === 'states' ? states : [...listTransitions(machine).map((t) => t.key), ...states]);
}

/** The goals one step reaches: the transitions it took (machine level), the leaf states it ends in, and its screen. */
function goalsReached<TMachine extends AnyStateMachine>(options: CoverOptions<TMachine>) {
  return (taken: readonly string[], snapshot: SnapshotFrom<TMachine>): string[] => {
    const states = leafStates((snapshot as AnyMachineSnapshot).value).map((state) => `state:${state}`);
    const screen = options.screenKey ? [`screen:${options.screenKey(snapshot)}`] : [];
    return options.goal === 'states' ? [...states, ...screen] : [...taken, ...states, ...screen];
  };
}

interface Vertex<TMachine extends AnyStateMachine> {
  snapshot: SnapshotFrom<TMachine>;
  /** The edge the breadth-first search first reached it by (none for the start). */
  parent?: { key: string; event: TraversalEvent; reached: string[] };
  depth: number;
}

/** The planned paths of a start, with the goals of the chart it could not reach (another start's to reach, or the gate's to report). */
export interface CoverPlan<TMachine extends AnyStateMachine> {
  paths: MachinePath<TMachine>[];
  unreached: string[];
  /** States explored. */
  explored: number;
}

export function planCover<TMachine extends AnyStateMachine>(machine: TMachine, options: CoverOptions<TMachine>): CoverPlan<TMachine> {
  const step = stepper(machine);
  const serialize = options.serializeState ?? ((snapshot: SnapshotFrom<TMachine>) => serializeSnapshot(snapshot as AnyMachineSnapshot));
  const max = options.maxStates ?? MAX_STATES;
  const universe = goalsOf(machine, options.goal);
  const reachedBy = goalsReached(options);
  const found = new Map<string, { vertex: string; event?: TraversalEvent; target: SnapshotFrom<TMachine>; depth: number }>();
  const vertices = new Map<string, Vertex<TMachine>>();

  const start = step.initial(options.input);
  const startKey = serialize(start.snapshot);
  vertices.set(startKey, { snapshot: start.snapshot, depth: 0 });
  for (const reached of reachedBy(start.taken, start.snapshot)) {
    if (!found.has(reached)) found.set(reached, { vertex: startKey, target: start.snapshot, depth: 0 });
  }
  // Root transitions of the start (its `always`) are reached by the start itself: they are noted with the start vertex.
  const startReached = reachedBy(start.taken, start.snapshot);

  // Screens are found, not known: with them every state is explored.
  let missing = options.screenKey ? Number.POSITIVE_INFINITY : [...universe].filter((goal) => !found.has(goal)).length;
  const patience = options.patience ?? PATIENCE;
  /** The state being explored (its position in the queue), and the last one that found a goal. */
  let head = 0;
  let lastFind = 0;
  const note = (goal: string, at: { vertex: string; event?: TraversalEvent; target: SnapshotFrom<TMachine>; depth: number }) => {
    if (found.has(goal)) return;
    found.set(goal, at);
    lastFind = head;
    if (universe.has(goal)) missing -= 1;
  };
  const queue = [startKey];
  for (; head < queue.length && missing > 0 && head - lastFind <= patience; head += 1) {
    const key = queue[head]!;
    const vertex = vertices.get(key)!;
    if ((vertex.snapshot as AnyMachineSnapshot).status !== 'active') continue;
    for (const event of offeredEvents(options.events, vertex.snapshot)) {
      const { snapshot, taken } = step.next(vertex.snapshot, event);
      const reached = reachedBy(taken, snapshot);
      for (const goal of reached) note(goal, { vertex: key, event, target: snapshot, depth: vertex.depth + 1 });
      const targetKey = serialize(snapshot);
      if (vertices.has(targetKey)) continue;
      vertices.set(targetKey, { snapshot, parent: { key, event, reached }, depth: vertex.depth + 1 });
      if (vertices.size > max) {
        throw new Error(`planCover(${machine.id}): over ${max} states explored; fold context variants with serializeState`);
      }
      queue.push(targetKey);
    }
  }

  /** The steps from the start to a vertex, with the goals each step reached. */
  const stepsTo = (key: string): { steps: MachinePath<TMachine>['steps']; reached: string[][] } => {
    const chain: Vertex<TMachine>[] = [];
    for (let at: Vertex<TMachine> | undefined = vertices.get(key); at; at = at.parent ? vertices.get(at.parent.key) : undefined) chain.unshift(at);
    const steps: MachinePath<TMachine>['steps'] = [];
    const reached: string[][] = [];
    for (const [index, vertex] of chain.entries()) {
      const event = index === 0 ? ({ type: 'xstate.init' } as TraversalEvent) : chain[index]!.parent!.event;
      steps.push({ event: event as EventFromLogic<TMachine>, state: vertex.snapshot });
      reached.push(index === 0 ? startReached : vertex.parent!.reached);
    }
    return { steps, reached };
  };

  // Deepest goal first: its path passes many shallower goals on the way.
  const goals = [...found.entries()].sort(([, a], [, b]) => b.depth - a.depth);
  const covered = new Set<string>();
  const chosen: MachinePath<TMachine>[] = [];
  for (const [goal, at] of goals) {
    if (covered.has(goal)) continue;
    const { steps, reached } = stepsTo(at.vertex);
    if (at.event) {
      const last = step.next(steps.at(-1)!.state, at.event);
      steps.push({ event: at.event as EventFromLogic<TMachine>, state: last.snapshot });
      reached.push(reachedBy(last.taken, last.snapshot));
    }
    for (const list of reached) for (const item of list) covered.add(item);
    chosen.push({ state: steps.at(-1)!.state, steps, weight: steps.length - 1 });
  }
  return {
    paths: withoutPrefixes(chosen),
    unreached: [...universe].filter((goal) => !found.has(goal)).sort(),
    explored: vertices.size,
  };
}

/** Drops the paths whose events are the start of another path's (walking the longer one takes the same steps, checked the same way). */
function withoutPrefixes<TMachine extends AnyStateMachine>(paths: MachinePath<TMachine>[]): MachinePath<TMachine>[] {
  const keyed = paths.map((path) => ({ path, keys: path.steps.map((step) => eventText(step.event)) }));
  const prefixes = new Set<string>();
  for (const { keys } of keyed) for (let i = 1; i < keys.length; i += 1) prefixes.add(keys.slice(0, i).join('\n'));
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
