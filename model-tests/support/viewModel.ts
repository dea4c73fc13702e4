import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { actorProbe } from './actorProbe';
import { currentViewRecorder } from './coverage';
import { DelayClock } from './delayClock';
import type { StateKey } from './modelTest';
import { offeredEvents } from './cover';
import { cachedPlan } from './planCache';
import { currentTestFile, pathTests } from './pathTests';
import type { PathTrace } from './pathTests';
import type { MachinePath, TraversalEvent } from './paths';
import { delayedEvents } from './transitions';
import { leafStates } from './paths';

/** The events a machine declares (its event union; internal `xstate.*` events are not in it). */
export type MachineEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>;

/**
 * Performs, on the rendered view, the user or browser action that makes the
 * view send `event` to its actor (click, key, window event, router event,
 * new props). May be async (return a promise) when it must let promises
 * settle; a synchronous one is not awaited, so nothing else runs before the
 * step's checks.
 */
export type Executor<TEvent, TEnv> = (event: TEvent, env: TEnv) => void;

/**
 * One executor per event type of the machine: `Record<EventType, Executor>`
 * with each executor typed for its own event. Declare the map with
 * `satisfies EventExecutors<Machine, Env>`, so a new event without an
 * executor is a compile error.
 */
export type EventExecutors<TMachine extends AnyStateMachine, TEnv> = {
  [K in MachineEvent<TMachine>['type']]: Executor<Extract<MachineEvent<TMachine>, { type: K }>, TEnv>;
};

/** The internal event a path takes when an invoked actor finishes or fails. */
export interface InvokeEvent {
  type: string;
  output?: unknown;
  error?: unknown;
}

/** How the view's edge fake behind an invoke id is made to succeed or fail. */
export interface InvokeExecutors<TEnv> {
  done: Executor<InvokeEvent, TEnv>;
  error: Executor<InvokeEvent, TEnv>;
}

/** Where a step sits in its path. */
export interface StepInfo<TMachine extends AnyStateMachine> {
  index: number;
  /** Model states from the initial one up to and including this step's. */
  trail: readonly SnapshotFrom<TMachine>[];
  /** Events from the first step up to and including this step's. */
  events: readonly TraversalEvent[];
}

/**
 * One UI assertion per leaf state, run after every step whose model state
 * matches it (with that model snapshot). The mapped type makes a new state
 * without an assertion a compile error.
 */
export type ViewAssertions<TMachine extends AnyStateMachine, TEnv> = {
  [K in StateKey<TMachine>]: (snapshot: SnapshotFrom<TMachine>, env: TEnv, step: StepInfo<TMachine>) => void;
};

/** A starting point: the model's input and a render of the view that starts the same way. */
export interface ViewScenario<TMachine extends AnyStateMachine, TEnv> {
  name: string;
  /** The model's input; `render` must start the view with the same. */
  input?: InputFrom<TMachine>;
  /**
   * Event payloads offered to the traversal (see `TraversalEvent`): a list
   * (every event the active states handle, with these payloads or bare), or a
   * function giving exactly the events offered at a state (for charts whose
   * events depend on the context, such as the booking wizard's).
   */
  events?: readonly TraversalEvent[] | ((snapshot: SnapshotFrom<TMachine>) => readonly TraversalEvent[]);
  /** Renders the view (fresh fakes, fake timers already installed) and returns what executors and assertions need. */
  render: () => TEnv;
  /**
   * The chart's edges this view cannot produce from this scenario, as
   * `<state value> ─ <event type>: <reason>` (see `unproducible`); they are
   * left out of the graph, so paths go round them. Listed so a change shows
   * in review: an edge dropped that is not listed fails the scenario.
   */
  unproducibleEdges?: readonly string[];
}

export interface ViewModelOptions<TMachine extends AnyStateMachine, TEnv> {
  /** The chart the paths are generated from; its id names the view's actor. */
  machine: TMachine;
  executors: EventExecutors<TMachine, TEnv>;
  /** Per invoke id: how the view's edge fake finishes or fails. */
  invokes?: Record<string, InvokeExecutors<TEnv>>;
  assertions: ViewAssertions<TMachine, TEnv>;
  scenarios: readonly ViewScenario<TMachine, TEnv>[];
  /**
   * Why the view cannot send `event` in `state` (no control for it there,
   * a checkbox cannot be set to the value it has), or null when it can.
   */
  unproducible?: (state: SnapshotFrom<TMachine>, event: TraversalEvent, env: { scenario: string }) => string | null;
  /**
   * What identifies a state of the view's graph (default: state value and
   * context, as at machine level). A coarser key (e.g. the value and what the
   * view renders of the context) keeps planning small: the machine tests
   * already cover every combination of context.
   */
  serialize?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /**
   * What of the view's live actor must equal the model after each step;
   * defaults to status, state value and the JSON-visible context.
   */
  project?: (snapshot: { status: string; value: unknown; context: unknown }) => unknown;
  /**
   * Run the view's actors on a `DelayClock` (see `delayClock.ts`) instead of
   * the fake timers: for charts with concurrent timers, where advancing the
   * timers by one delay would also fire every shorter one that is due. Each
   * delay step then fires exactly that delay's timers.
   */
  delayClock?: boolean;
  /**
   * What tells the view's screens apart, when a leaf state shows more than
   * one way (a QR code or a button): each screen is then a goal too.
   */
  screenKey?: (snapshot: SnapshotFrom<TMachine>) => string;
}

function comparable(snapshot: { value: unknown; context: unknown; status: string }): unknown {
  return JSON.parse(JSON.stringify({ status: snapshot.status, value: snapshot.value, context: snapshot.context }));
}

function resolveDelay(machine: AnyStateMachine, delay: unknown, context: unknown, event: unknown): number {
  const evaluate = (value: unknown): number | undefined => {
    if (typeof value === 'number') return value;
    if (typeof value === 'function') return (value as (args: unknown, params: unknown) => number)({ context, event }, undefined);
    return undefined;
  };
  const direct = evaluate(delay);
  if (direct !== undefined) return direct;
  if (typeof delay !== 'string') throw new Error('unknown delayed event');
  const configured = evaluate(machine.implementations.delays[delay]);
  if (configured === undefined) throw new Error(`delay "${delay}" is not implemented`);
  return configured;
}

/** Lets settled promises reach the actors and React render the result (fake timers do not stop microtasks). */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

/** Advances the fake clock inside `act`, so timers' state changes render. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function edgeLabel(state: { value: unknown }, event: { type: string }, reason: string): string {
  return `${JSON.stringify(state.value)} ─ ${event.type}: ${reason}`;
}

/**
 * The paths of a scenario: the fewest, shortest paths that reach every leaf
 * state (and every screen, with `screenKey`) from this start (`planCover`
 * with the `states` goal; the machine-level tests take every transition).
 * The events offered are those of the machine level (every event the
 * active states handle, with the scenario's payloads or bare), minus the
 * events the view cannot produce in that state; those are collected as
 * labels. Removing them from the graph (rather than dropping paths
 * afterwards) lets the paths go round them, e.g. reach settings through
 * `#gdpr` when there is no button.
 */
function generatePaths<TMachine extends AnyStateMachine, TEnv>(
  options: ViewModelOptions<TMachine, TEnv>,
  scenario: ViewScenario<TMachine, TEnv>,
  dropped: Set<string>,
): MachinePath<TMachine>[] {
  const { serialize, unproducible, screenKey } = options;
  return cachedPlan(
    options.machine,
    scenario.name,
    {
      goal: 'states',
    input: scenario.input,
    ...(screenKey && { screenKey }),
    ...(serialize && { serializeState: (snapshot: SnapshotFrom<TMachine>) => JSON.stringify(serialize(snapshot)) }),
    events: (snapshot) =>
      offeredEvents(scenario.events, snapshot).filter((event) => {
        const reason = unproducible?.(snapshot, event, { scenario: scenario.name }) ?? null;
        if (reason !== null) dropped.add(edgeLabel(snapshot, event, reason));
        return reason === null;
      }),
    },
    currentTestFile(),
  ).paths;
}

/**
 * Walks one path against the rendered view: each step's event is produced by
 * its executor (delays advance the fake clock, invoke results go through the
 * `invokes` executors); then the view's live actor must equal the model and
 * the UI assertions of every leaf state the model is in run.
 */
async function walkViewPath<TMachine extends AnyStateMachine, TEnv>(
  path: MachinePath<TMachine>,
  options: ViewModelOptions<TMachine, TEnv>,
  scenario: ViewScenario<TMachine, TEnv>,
  trace?: PathTrace,
): Promise<void> {
  const machine: AnyStateMachine = options.machine;
  const delays = delayedEvents(machine);
  const project = options.project ?? comparable;
  const executors = options.executors as unknown as Record<string, Executor<TraversalEvent, TEnv>>;
  const clock = options.delayClock ? new DelayClock() : undefined;
  actorProbe.setClock(clock);
  const env = scenario.render();
  // The expected states are replayed on the chart: with a coarse `serialize`
  // the graph keeps one snapshot per key, whose context may be another visit's.
  let model: AnyMachineSnapshot | undefined;
  const trail: SnapshotFrom<TMachine>[] = [];
  const events: TraversalEvent[] = [];
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as TraversalEvent;
    const where = `step ${index} (${event.type})`;
    if (event.type === 'xstate.init') {
      // Rendering started the actor; a chart another starts once its code has arrived (the site's session) runs a moment later.
      if (!actorProbe.actor(machine.id)) await settle();
    } else if (delays.has(event.type)) {
      if (!model) throw new Error(`${where}: a delay cannot be the first step`);
      const ms = resolveDelay(machine, delays.get(event.type), model.context, event);
      if (clock) act(() => clock.advance(ms));
      else advance(ms);
    } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
      const done = event.type.startsWith('xstate.done.actor.');
      const id = event.type.slice(done ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
      const invoke = options.invokes?.[id];
      if (!invoke) throw new Error(`${where}: no executor for invoke id "${id}"`);
      const pending: unknown = (done ? invoke.done : invoke.error)(event, env);
      if (pending instanceof Promise) await pending;
    } else {
      const executor = executors[event.type];
      if (!executor) throw new Error(`${where}: no executor for ${event.type}`);
      const pending: unknown = executor(event, env);
      if (pending instanceof Promise) await pending;
    }
    model = model === undefined ? initialTransition(machine, scenario.input)[0] : transition(machine, model, event)[0];
    const current: AnyMachineSnapshot = model;
    expect(current.value, `${where}: replaying the path leaves the graph`).toEqual((step.state as AnyMachineSnapshot).value);
    const expected = current as unknown as SnapshotFrom<TMachine>;
    trail.push(expected);
    events.push(event);
    const actor = actorProbe.actor(machine.id);
    trace?.reached(index, actor?.getSnapshot().value);
    expect(actor, `${where}: the view runs no ${machine.id} actor`).toBeDefined();
    expect(project(actor?.getSnapshot()), `${where}: the view's actor differs from the model`).toEqual(project(current));
    const keys = (Object.keys(options.assertions) as StateKey<TMachine>[]).filter((key) => current.matches(key));
    expect(keys.length, `${where}: no UI assertion matches ${JSON.stringify(current.value)}`).toBeGreaterThan(0);
    for (const key of keys) {
      try {
        options.assertions[key](expected, env, { index, trail, events });
      } catch (error) {
        if (error instanceof Error) error.message = `${where}, UI of ${key}: ${error.message}`;
        throw error;
      }
    }
    currentViewRecorder()?.noteViewStates(machine, leafStates(current.value));
    trace?.passed(index);
  }
}

/** The paths a scenario walks, and the labels of the chart's edges the view cannot produce. */
function viewPaths<TMachine extends AnyStateMachine, TEnv>(
  options: ViewModelOptions<TMachine, TEnv>,
  scenario: ViewScenario<TMachine, TEnv>,
): { walkable: MachinePath<TMachine>[]; dropped: string[] } {
  const dropped = new Set<string>();
  const walkable = generatePaths(options, scenario, dropped);
  return { walkable, dropped: [...dropped].sort() };
}

/**
 * The view-level model test: per scenario, one test per path (together they
 * reach every leaf state the scenario can reach) walked
 * against the rendered view, and a test that pins the edges the view cannot
 * produce. Fake timers are installed before each render. The walk is noted
 * in the file's recorder as a view walk of the machine, with the states the
 * assertions name, so the coverage gate reports it per machine.
 */
export function describeViewModel<TMachine extends AnyStateMachine, TEnv>(
  title: string,
  options: ViewModelOptions<TMachine, TEnv>,
): void {
  describe(title, () => {
    currentViewRecorder()?.noteViewWalk(options.machine, Object.keys(options.assertions));
    for (const scenario of options.scenarios) {
      describe(scenario.name, () => {
        const { walkable, dropped } = viewPaths(options, scenario);
        // Planning stops once every state is reached, so it may meet only some of the listed edges; an unlisted one is a change to review.
        it(`walks ${walkable.length} paths; every edge the view cannot produce is a listed one`, () => {
          expect(walkable.length).toBeGreaterThan(0);
          const listed = new Set(scenario.unproducibleEdges ?? []);
          expect(dropped.filter((edge) => !listed.has(edge))).toEqual([]);
        });
        pathTests(walkable, { machine: options.machine, scenario: scenario.name, view: true, recorder: currentViewRecorder() }, async (path, trace) => {
          vi.useFakeTimers();
          await walkViewPath(path, options, scenario, trace);
        });
      });
    }
  });
}
