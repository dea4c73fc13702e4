import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { getAdjacencyMap, serializeSnapshot } from 'xstate/graph';
import { TransitionRecorder } from './coverage';
import { edgePaths, ownEvents } from './paths';
import { listTransitions } from './transitions';

/** A small chart with a guard, a context-only transition and a loop back. */
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

function walk(events: ReadonlyArray<{ event: { type: string } }>, recorder: TransitionRecorder): void {
  const actor = createActor(door, { inspect: recorder.inspect }).start();
  for (const { event } of events) if (event.type !== 'xstate.init') actor.send(event as { type: 'knock' });
  actor.stop();
}

describe('edgePaths', () => {
  it('takes every edge of the graph, each by a shortest path to its source', () => {
    const paths = edgePaths(door);
    const walked = new Set(paths.flatMap((path) => path.steps.slice(1).map((step, i) => `${serializeSnapshot(path.steps[i]!.state)} ${step.event.type}`)));
    const adjacency = getAdjacencyMap(door, { events: (snapshot) => ownEvents(snapshot) as never });
    const edges = Object.entries(adjacency).flatMap(([source, { transitions }]) =>
      Object.values(transitions as Record<string, { event: { type: string } }>).map(({ event }) => `${source} ${event.type}`),
    );
    expect(edges.length).toBeGreaterThan(5);
    for (const edge of edges) expect(walked, edge).toContain(edge);
    const recorder = new TransitionRecorder();
    for (const path of paths) walk(path.steps, recorder);
    expect(listTransitions(door).filter((t) => !recorder.keys('door').has(t.key))).toEqual([]);
  });

  it('leaves out a path that is the start of another (the longer one takes the same steps)', () => {
    const texts = edgePaths(door).map((path) => path.steps.map((step) => step.event.type).join(' '));
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(texts.filter((other) => other !== text && other.startsWith(`${text} `))).toEqual([]);
    // The path to `open` goes on to `close`; the one to `locked` ends there.
    expect(texts).toContain('xstate.init knock knock open close');
    expect(texts).not.toContain('xstate.init knock knock open');
    expect(texts).toContain('xstate.init lock');
  });

  it('with an edge key, takes one edge of each key, by the shortest path', () => {
    const paths = edgePaths(door, { edgeKey: (_source, event) => event.type });
    // The shortest `open` is the refused one at the start (a key of the event type alone
    // does not tell it from the one that opens, which the wizard's key does by the change
    // made); `close` is reached through the opening one, `knock` is the start of that walk.
    expect(paths.map((path) => path.steps.map((step) => step.event.type).join(' ')).sort()).toEqual([
      'xstate.init knock knock open close',
      'xstate.init lock',
      'xstate.init open',
    ]);
  });
});
