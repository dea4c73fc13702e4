import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup } from 'xstate';
import { offlineMachine } from '../../../machines/shell/offline/offline.machine';
import { InspectionLog } from '../../../ui/devtools/inspector/inspectionLog';

describe('the inspector’s log of actors', () => {
  it('records an actor, its snapshots in order with the event of each, and the events sent with their payloads', () => {
    const log = new InspectionLog({ now: () => 1000 });
    const actor = createActor(offlineMachine, { input: { online: true }, inspect: log.observe }).start();
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'network.online' });

    const [inspected] = log.actors();
    expect(inspected).toMatchObject({ id: actor.sessionId, name: 'offline', parentId: null, status: 'active' });
    expect(log.history(actor.sessionId).map((snapshot) => [snapshot.event.type, snapshot.value])).toEqual([
      ['xstate.init', 'online'],
      ['network.offline', 'offline'],
      ['network.online', 'online'],
    ]);
    expect(log.eventLog(actor.sessionId).map((event) => event.event.type)).toEqual(['xstate.init', 'network.offline', 'network.online']);
    actor.stop();
    expect(log.actors()[0]?.status).toBe('stopped');
  });

  it('sees the children a machine invokes, with their parent, and keeps the past as it was', async () => {
    const parent = setup({
      actors: { load: fromPromise(async () => ({ items: [1, 2] })) },
    }).createMachine({
      id: 'parent',
      context: { items: [] as number[] },
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'load', src: 'load', onDone: { target: 'ready', actions: ({ context, event }) => context.items.push(...event.output.items) } } },
        ready: {},
      },
    });
    const log = new InspectionLog();
    const actor = createActor(parent, { inspect: log.observe }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const child = log.actors().find((inspected) => inspected.parentId === actor.sessionId);
    expect(child).toBeDefined();
    const history = log.history(actor.sessionId);
    // The context was changed in place by the action: the first snapshot still shows it empty.
    expect(history[0]?.context).toEqual({ items: [] });
    expect(history.at(-1)?.context).toEqual({ items: [1, 2] });
    expect(history.at(-1)?.value).toBe('ready');
    actor.stop();
  });

  it('keeps the latest ended actors only, with their snapshots, and every running one', async () => {
    const poller = setup({ actors: { fetch: fromPromise(async () => 'frame') } }).createMachine({
      id: 'poller',
      initial: 'fetching',
      states: { fetching: { invoke: { src: 'fetch', onDone: 'waiting' } }, waiting: { on: { again: 'fetching' } } },
    });
    const log = new InspectionLog({ endedLimit: 2 });
    const actor = createActor(poller, { inspect: log.observe }).start();
    for (let round = 0; round < 4; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      actor.send({ type: 'again' });
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    const children = log.actors().filter((inspected) => inspected.parentId === actor.sessionId);
    // Five fetches ended; the last two are kept, and the poller itself, running, stays.
    expect(children.map((child) => child.status)).toEqual(['done', 'done']);
    expect(log.actors().map((inspected) => inspected.id)).toContain(actor.sessionId);
    expect(children.every((child) => log.history(child.id).length > 0)).toBe(true);
    expect(log.history(actor.sessionId).length).toBeGreaterThan(5);
    actor.stop();
  });

  it('keeps a bounded history and tells its subscribers of the changes, once the changing work is done', async () => {
    const log = new InspectionLog({ historyLimit: 3 });
    let heard = 0;
    const unsubscribe = log.subscribe(() => {
      heard += 1;
    });
    const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } } });
    const actor = createActor(toggle, { inspect: log.observe }).start();
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'flip' });
    expect(log.history(actor.sessionId)).toHaveLength(3);
    // Off at start, then five flips: the last three snapshots are kept.
    expect(log.history(actor.sessionId).map((snapshot) => snapshot.value)).toEqual(['on', 'off', 'on']);
    // Not in the middle of the changes (a render may be making them): once they are done, once.
    expect(heard).toBe(0);
    await Promise.resolve();
    expect(heard).toBe(1);
    actor.send({ type: 'flip' });
    await Promise.resolve();
    expect(heard).toBe(2);
    const version = log.getVersion();
    const before = heard;
    unsubscribe();
    actor.send({ type: 'flip' });
    await Promise.resolve();
    expect(heard).toBe(before);
    expect(log.getVersion()).toBeGreaterThan(version);
    actor.stop();
  });
});
