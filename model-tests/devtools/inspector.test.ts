import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { inspectorMachine } from '../../machines/devtools/inspector/inspector.machine';
import { selectInspector } from '../../machines/devtools/inspector/inspector.selectors';
import { controllableActor, flush } from '../support/fakeActors';
import { describeModel, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof inspectorMachine;
interface Env {
  loadPanel: ReturnType<typeof controllableActor<void, { load: () => Promise<unknown> }>>;
}

const load = () => Promise.resolve();

function arrange() {
  const env: Env = { loadPanel: controllableActor<void, { load: () => Promise<unknown> }>() };
  const machine = inspectorMachine.provide({ actors: { loadPanel: env.loadPanel.logic } });
  return { machine, env, controls: { loadPanel: env.loadPanel } };
}

const assertions: StateAssertions<Machine, Env> = {
  closed: (snapshot) => {
    expect(selectInspector(snapshot)).toMatchObject({ phase: 'closed', index: null });
  },
  loading: (snapshot, env) => {
    expect(selectInspector(snapshot)).toMatchObject({ phase: 'loading', error: null });
    expect(env.loadPanel.pendingCount()).toBe(1);
    expect(env.loadPanel.inputs.at(-1)?.load).toBe(load);
  },
  failed: (snapshot) => {
    expect(selectInspector(snapshot)).toMatchObject({ phase: 'failed', error: 'chunk failed' });
  },
  'open.live': (snapshot) => {
    expect(selectInspector(snapshot)).toEqual({ phase: 'open', actorId: snapshot.context.actorId, index: null, error: null });
  },
  'open.past': (snapshot) => {
    const view = selectInspector(snapshot);
    expect(view.phase).toBe('open');
    // Travelling back needs an actor, and shows the snapshot stepped to.
    expect(view.actorId).not.toBeNull();
    expect(view.index).toBe(snapshot.context.index);
    expect(view.index).not.toBeNull();
  },
};

describeModel('inspector panel model', {
  machine: inspectorMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    {
      name: 'opened by a developer',
      input: { load },
      events: [
        { type: 'xstate.error.actor.loadPanel', error: new Error('chunk failed') },
        { type: 'inspector.actorChosen', actorId: 'x:1' },
        { type: 'inspector.actorChosen', actorId: 'x:2' },
        { type: 'inspector.stepped', index: 0 },
        { type: 'inspector.stepped', index: 3 },
      ],
    },
  ],
});

describe('inspector panel pinned', () => {
  it('cannot travel back before an actor is chosen', async () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { load } }).start();
    actor.send({ type: 'inspector.toggled' });
    env.loadPanel.resolve(undefined);
    await flush();
    actor.send({ type: 'inspector.stepped', index: 2 });
    expect(selectInspector(actor.getSnapshot())).toMatchObject({ phase: 'open', index: null, actorId: null });
    actor.stop();
  });
});
