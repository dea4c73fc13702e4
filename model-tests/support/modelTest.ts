import { afterAll, describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { TransitionRecorder } from './coverage';
import { flush } from './fakeActors';
import { cachedPlan } from './planCache';
import { currentTestFile, pathTests } from './pathTests';
import type { PathTrace } from './pathTests';
import type { MachinePath, TraversalEvent } from './paths';
import { delayedEvents, listTransitions } from './transitions';

/** Dotted paths of the leaf states of a typed state value (`'open.locked'`, `'visibility.shown'`). */
export type LeafStatePaths<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: `${K}.${LeafStatePaths<V[K]>}` }[keyof V & string]
    : never;

/** Every leaf state of a machine, as a dotted path. */
export type StateKey<TMachine extends AnyStateMachine> = LeafStatePaths<SnapshotFrom<TMachine>['value']>;

/**
 * One assertion per leaf state, run at every step whose state matches it. The
 * mapped type makes a new state without an assertion a compile error.
 */
export type StateAssertions<TMachine extends AnyStateMachine, TEnv> = {
  [K in StateKey<TMachine>]: (snapshot: SnapshotFrom<TMachine>, env: TEnv) => void;
};

/** A fake actor the walker settles for `xstate.done.actor.*` / `xstate.error.actor.*` steps. */
interface Settleable {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** A clock the walker advances by one delay per `after` step (see `DelayClock`). */
interface StepClock {
  setTimeout(fn: () => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
  advance(delayMs: number): void;
}

/** What each path runs against: the machine with fakes provided, the fakes to settle, and spies for assertions. */
interface PathRun<TMachine extends AnyStateMachine, TEnv> {
  machine: TMachine;
  /** Fake invoked actors by invoke id. */
  controls?: Record<string, Settleable>;
  env: TEnv;
  /** The clock delays run on; a `SimulatedClock` advanced by each step's delay unless given. */
  clock?: StepClock;
}

function simulatedStepClock(): StepClock {
  const clock = new SimulatedClock();
  return {
    setTimeout: (fn, timeout) => clock.setTimeout(fn, timeout),
    clearTimeout: (id) => clock.clearTimeout(id as number),
    advance: (delayMs) => clock.increment(delayMs),
  };
}

interface WalkOptions<TMachine extends AnyStateMachine, TEnv> {
  /** Called once per path: a fresh machine copy, fakes and spies. */
  arrange: () => PathRun<TMachine, TEnv>;
  input?: InputFrom<TMachine>;
  assertions: StateAssertions<TMachine, TEnv>;
  recorder: TransitionRecorder;
  /** Told of each step as it is taken and checked (see `pathTests`). */
  trace?: PathTrace;
}

/** Registers the file's recorder; its record is written after the file's tests. */
export function useModelCoverage(testFileUrl: string): TransitionRecorder {
  const recorder = new TransitionRecorder();
  afterAll(() => {
    recorder.write(testFileUrl);
  });
  return recorder;
}

/** Status, value and the JSON-visible context (functions dropped), as the graph serializes states. */
function comparable(snapshot: { value: unknown; context: unknown; status: string }): unknown {
  return JSON.parse(JSON.stringify({ status: snapshot.status, value: snapshot.value, context: snapshot.context }));
}

/**
 * Walks one path against a real actor of the machine: delays advance a
 * simulated clock, done/error events settle the fake actors, other events are
 * sent. After every step the actor's state value, context and status must
 * equal the model's, and the assertions of every matching leaf state run.
 */
export async function walkPath<TMachine extends AnyStateMachine, TEnv>(
  path: MachinePath<TMachine>,
  options: WalkOptions<TMachine, TEnv>,
): Promise<void> {
  const run = options.arrange();
  const machine: AnyStateMachine = run.machine;
  const delays = delayedEvents(machine);
  const clock = run.clock ?? simulatedStepClock();
  const actor = createActor(machine, { input: options.input, clock, inspect: options.recorder.inspect });
  actor.start();
  try {
    for (const [i, step] of path.steps.entries()) {
      const event: { type: string; output?: unknown; error?: unknown } = step.event;
      const where = `step ${i} (${event.type})`;
      if (event.type === 'xstate.init') {
        // The actor is already started.
      } else if (delays.has(event.type)) {
        clock.advance(resolveDelay(machine, delays.get(event.type), actor.getSnapshot().context, event));
      } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        const done = event.type.startsWith('xstate.done.actor.');
        const id = event.type.slice(done ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
        const control = run.controls?.[id];
        if (!control) throw new Error(`${where}: no fake actor for invoke id "${id}"`);
        if (done) control.resolve(event.output);
        else control.reject(event.error ?? new Error(`fake ${id} failure`));
        await flush();
      } else {
        actor.send(event);
      }
      const actual = actor.getSnapshot();
      options.trace?.reached(i, actual.value);
      const expected: { value: unknown; context: unknown; status: string } = step.state;
      expect(comparable(actual), `${where}: real actor differs from the model`).toEqual(comparable(expected));
      const keys = (Object.keys(options.assertions) as StateKey<TMachine>[]).filter((key) => actual.matches(key));
      expect(keys.length, `${where}: no assertion matches ${JSON.stringify(actual.value)}`).toBeGreaterThan(0);
      for (const key of keys) options.assertions[key](actual as SnapshotFrom<TMachine>, run.env);
      options.trace?.passed(i);
    }
  } finally {
    actor.stop();
  }
}

function resolveDelay(machine: AnyStateMachine, delay: unknown, context: unknown, event: unknown): number {
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return delay({ context, event }, undefined) as number;
  if (typeof delay !== 'string') throw new Error('unknown delayed event');
  const configured: unknown = machine.implementations.delays[delay];
  if (typeof configured === 'number') return configured;
  if (typeof configured === 'function') return configured({ context, event }, undefined) as number;
  throw new Error(`delay "${delay}" is not implemented`);
}

/** The transitions of the machine the recorder has not seen yet, as readable labels. */
export function uncoveredTransitions(machine: AnyStateMachine, recorder: TransitionRecorder): string[] {
  const taken = recorder.keys(machine.id);
  return listTransitions(machine)
    .filter((t) => !taken.has(t.key))
    .map((t) => t.label);
}

/** One starting point of a machine's graph. */
interface ModelScenario<TMachine extends AnyStateMachine> {
  name: string;
  input?: InputFrom<TMachine>;
  /**
   * Event payloads offered to the traversal (see `TraversalEvent`): a list, or
   * a function giving exactly the events offered at a state (see `CoverOptions.events`).
   */
  events?: readonly TraversalEvent[] | ((snapshot: SnapshotFrom<TMachine>) => readonly TraversalEvent[]);
}

interface ModelSuiteOptions<TMachine extends AnyStateMachine, TEnv> {
  /** The chart as defined (paths are generated from it). */
  machine: TMachine;
  recorder: TransitionRecorder;
  arrange: () => PathRun<TMachine, TEnv>;
  assertions: StateAssertions<TMachine, TEnv>;
  scenarios: readonly ModelScenario<TMachine>[];
}

/**
 * The machine-level model test: for each scenario, one test per planned
 * path (`planCover`: together they take every transition and reach every
 * leaf state the scenario can reach, by as few and as short paths as the
 * planner finds; kept in the plan cache, `planCache.ts`); then a check that
 * the file took every transition of the chart.
 */
export function describeModel<TMachine extends AnyStateMachine, TEnv>(
  title: string,
  options: ModelSuiteOptions<TMachine, TEnv>,
): void {
  describe(title, () => {
    for (const scenario of options.scenarios) {
      describe(scenario.name, () => {
        // Planned when the suite is collected, never on import: a file left out of the run pays nothing.
        const { paths } = cachedPlan(options.machine, scenario.name, { goal: 'transitions', input: scenario.input, events: scenario.events }, currentTestFile());
        it('has paths to walk', () => {
          expect(paths.length).toBeGreaterThan(0);
        });
        pathTests(paths, { machine: options.machine, scenario: scenario.name, recorder: options.recorder }, (path, trace) =>
          walkPath(path, {
            arrange: options.arrange,
            input: scenario.input,
            assertions: options.assertions,
            recorder: options.recorder,
            trace,
          }));
      });
    }
    it('took every transition of the chart', () => {
      expect(uncoveredTransitions(options.machine, options.recorder)).toEqual([]);
    });
  });
}

/** Assertion for a state the machine only passes through (an `always` router): reaching it at rest is a defect. */
export function transient(name: string): () => never {
  return () => {
    throw new Error(`${name} is transient but the machine rested in it`);
  };
}
