import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { TransitionRecorder } from './coverage';
import { planCover } from './cover';
import { leafStatePaths, listTransitions } from './transitions';

/** A small chart with a guard that reads the context, a context-only transition, a loop back and a dead end. */
const door = setup({
  types: { context: {} as { knocks: number }, events: {} as { type: 'knock' } | { type: 'open' } | { type: 'close' } | { type: 'lock' } },
  guards: { knockedTwice: ({ context }) => context.knocks >= 2 },
}).createMachine({
  id: 'door',
  context: { knocks: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        knock: { guard: ({ context }) => context.knocks < 2, actions: assign({ knocks: ({ context }) => context.knocks + 1 }) },
        open: { guard: 'knockedTwice', target: 'open' },
        lock: 'locked',
      },
    },
    open: { on: { close: { target: 'closed', actions: assign({ knocks: 0 }) } } },
    locked: {},
  },
});

/** Walks the paths on a real actor, as the model tests do, and answers what they took. */
function walk(paths: ReadonlyArray<{ steps: ReadonlyArray<{ event: { type: string } }> }>): { transitions: Set<string>; states: Set<string> } {
  const recorder = new TransitionRecorder();
  const states = new Set<string>();
  for (const path of paths) {
    const actor = createActor(door, { inspect: recorder.inspect }).start();
    states.add(String(actor.getSnapshot().value));
    for (const { event } of path.steps) {
      if (event.type === 'xstate.init') continue;
      actor.send(event as { type: 'knock' });
      states.add(String(actor.getSnapshot().value));
    }
    actor.stop();
  }
  return { transitions: new Set(recorder.keys('door')), states };
}

const eventsOf = (path: { steps: ReadonlyArray<{ event: { type: string } }> }) => path.steps.map((step) => step.event.type).join(' ');

describe('planCover', () => {
  it('takes every transition and reaches every leaf state, on a real actor, by the fewest and shortest paths it finds', () => {
    const plan = planCover(door, { goal: 'transitions' });
    const taken = walk(plan.paths);
    expect(listTransitions(door).filter((t) => !taken.transitions.has(t.key))).toEqual([]);
    expect(leafStatePaths(door).filter((state) => !taken.states.has(state))).toEqual([]);
    expect(plan.unreached).toEqual([]);
    // `open` needs two knocks first (a guard on the context); `lock` is a dead end of its own.
    expect(plan.paths.map(eventsOf).sort()).toEqual(['xstate.init knock knock open close', 'xstate.init lock']);
  });

  it('with the states goal, reaches every leaf state only', () => {
    const plan = planCover(door, { goal: 'states' });
    expect(walk(plan.paths).states).toEqual(new Set(leafStatePaths(door)));
    expect(plan.paths.map(eventsOf).sort()).toEqual(['xstate.init knock knock open', 'xstate.init lock']);
  });

  it('stops exploring once every goal is found, so a graph without end is planned too', () => {
    const tally = setup({ types: { context: {} as { n: number }, events: {} as { type: 'add' } | { type: 'finish' } } }).createMachine({
      id: 'tally',
      context: { n: 0 },
      initial: 'counting',
      states: { counting: { on: { add: { actions: assign({ n: ({ context }) => context.n + 1 }) }, finish: 'done' } }, done: {} },
    });
    const plan = planCover(tally, { goal: 'transitions', maxStates: 50 });
    expect(plan.paths.map(eventsOf).sort()).toEqual(['xstate.init add', 'xstate.init finish']);
    expect(plan.explored).toBeLessThanOrEqual(3);
  });

  it('stops once `patience` states in a row found nothing, and says what was left', () => {
    const counter = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'add' } | { type: 'finish' } },
      guards: { counted: ({ context }) => context.n >= 5 },
    }).createMachine({
      id: 'counter',
      context: { n: 0 },
      initial: 'counting',
      states: { counting: { on: { add: { actions: assign({ n: ({ context }) => context.n + 1 }) }, finish: { guard: 'counted', target: 'done' } } }, done: {} },
    });
    expect(planCover(counter, { goal: 'states', patience: 10 }).unreached).toEqual([]);
    // Five adds lie beyond a patience of two: the goal is left, and said so.
    expect(planCover(counter, { goal: 'states', patience: 2 }).unreached).toEqual(['state:done']);
  });

  it('folds context variants with serializeState, and says which goals the start could not reach', () => {
    // Every knock count is one state: the guard's variant (two knocks) is never explored, so `open` is missed.
    const plan = planCover(door, { goal: 'transitions', serializeState: (snapshot) => JSON.stringify(snapshot.value) });
    expect(plan.unreached).toEqual(['door.closed|open|0', 'door.open|close|0', 'state:open']);
    const taken = walk(plan.paths);
    expect(taken.transitions.has('door.closed|lock|0')).toBe(true);
  });

  it('leaves out a path that is the start of another', () => {
    const texts = planCover(door, { goal: 'transitions' }).paths.map(eventsOf);
    for (const text of texts) expect(texts.filter((other) => other !== text && other.startsWith(`${text} `))).toEqual([]);
  });

  it('refuses to explore past its limit, and says how to fold', () => {
    const counter = setup({ types: { context: {} as { n: number }, events: {} as { type: 'add' } } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      initial: 'counting',
      states: { counting: { on: { add: { actions: assign({ n: ({ context }) => context.n + 1 }) } } }, never: {} },
    });
    expect(() => planCover(counter, { goal: 'states', maxStates: 50 })).toThrow(/over 50 states explored; fold context variants with serializeState/);
  });
});
