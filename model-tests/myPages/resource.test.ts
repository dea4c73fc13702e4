import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionFollowing } from '../../api/client/sessionFollowing';
import { customer } from '../../api/contract/customer';
import { ApiRequestError, NotFoundError, UnauthorizedError } from '../../api/errors';
import { invoicesLoader, INVOICES_PAGE_SIZE } from '../../machines/myPages/myPages.resources';
import { createResourceActors } from '../../machines/myPages/resource/resource.actors';
import { resourceMachine } from '../../machines/myPages/resource/resource.machine';
import { selectResource, type ResourceSnapshot } from '../../machines/myPages/resource/resource.selectors';
import type { LoadInput, ResourceAnswer, ResourceInput } from '../../machines/myPages/resource/resource.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof resourceMachine;

interface Env {
  load: ControllableActor<ResourceAnswer, LoadInput>;
}

function arrange() {
  const env: Env = { load: controllableActor<ResourceAnswer, LoadInput>() };
  const machine = resourceMachine.provide({ actors: { load: env.load.logic } });
  return { machine, env, controls: { load: env.load } };
}

// Fixtures -------------------------------------------------------------------

const firstPage = { orderBy: 'dueDate', order: 'desc', page: 1 };
const secondPage = { orderBy: 'dueDate', order: 'desc', page: 2 };
const some: ResourceAnswer = { data: { items: ['a', 'b'] }, empty: false };
const none: ResourceAnswer = { data: { items: [] }, empty: true };

/** Every load asked for what the chart held as its request then; the newest asked for the current one. */
function expectLastLoad(snapshot: ResourceSnapshot, env: Env): void {
  expect(env.load.inputs.at(-1)).toEqual({ request: snapshot.context.request });
}

function expectView(snapshot: ResourceSnapshot, expected: Partial<ReturnType<typeof selectResource>>): void {
  expect(selectResource(snapshot)).toEqual({ data: snapshot.context.data, busy: false, request: snapshot.context.request, ...expected });
}

// Assertions -----------------------------------------------------------------

const assertions: StateAssertions<Machine, Env> = {
  loading: (snapshot, env) => {
    expectLastLoad(snapshot, env);
    expectView(snapshot, { status: 'loading', busy: true });
    expect(env.load.pendingCount()).toBeGreaterThan(0);
  },
  loaded: (snapshot, env) => {
    expectLastLoad(snapshot, env);
    expectView(snapshot, { status: 'loaded' });
    expect(snapshot.context.data).toEqual(some.data);
  },
  empty: (snapshot, env) => {
    expectLastLoad(snapshot, env);
    expectView(snapshot, { status: 'empty' });
    expect(snapshot.context.data).toEqual(none.data);
  },
  failed: (snapshot, env) => {
    expectLastLoad(snapshot, env);
    expectView(snapshot, { status: 'failed' });
    expect(snapshot.can({ type: 'load.retried' })).toBe(true);
  },
  notFound: (snapshot, env) => {
    expectLastLoad(snapshot, env);
    expectView(snapshot, { status: 'notFound', data: null });
    expect(snapshot.can({ type: 'load.retried' })).toBe(false);
  },
  ended: (snapshot, env) => {
    expectLastLoad(snapshot, env);
    // What was read with the ended session is gone, and nothing is retried or refreshed.
    expectView(snapshot, { status: 'ended', data: null });
    expect(snapshot.can({ type: 'load.retried' })).toBe(false);
    expect(snapshot.can({ type: 'load.refreshed' })).toBe(false);
  },
};

// Scenarios ------------------------------------------------------------------

const events = [
  { type: 'request.changed', request: secondPage },
  { type: 'request.changed', request: firstPage },
  { type: 'xstate.done.actor.load', output: some },
  { type: 'xstate.done.actor.load', output: none },
  { type: 'xstate.error.actor.load', error: new NotFoundError({ status: 404 }) },
  { type: 'xstate.error.actor.load', error: new ApiRequestError({ status: 503 }) },
  { type: 'xstate.error.actor.load', error: new UnauthorizedError({ status: 401, sessionExpired: true }) },
  { type: 'language.changed' },
];

const input: ResourceInput = { request: firstPage };

describeModel('resource model', {
  machine: resourceMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [{ name: 'a paged list', input, events }],
});

// Pinned ---------------------------------------------------------------------

describe('resource pinned', () => {
  function start() {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    return { actor, env, view: () => selectResource<{ items: string[] }>(actor.getSnapshot()) };
  }

  it('keeps the shown answer while another page loads, and shows the new one when it is in', async () => {
    const run = start();
    run.env.load.resolve(some);
    await flush();
    run.actor.send({ type: 'request.changed', request: secondPage });
    expect(run.view()).toMatchObject({ status: 'loading', busy: true, data: some.data, request: secondPage });
    run.env.load.resolve({ data: { items: ['c'] }, empty: false });
    await flush();
    expect(run.view()).toMatchObject({ status: 'loaded', data: { items: ['c'] } });
    run.actor.stop();
  });

  it('a new request while loading drops the older answer: only the newest load settles the state', async () => {
    const run = start();
    run.actor.send({ type: 'request.changed', request: secondPage });
    expect(run.env.load.inputs.map((entry) => entry.request)).toEqual([firstPage, secondPage]);
    run.env.load.resolve(none);
    await flush();
    expect(run.view()).toMatchObject({ status: 'empty', request: secondPage });
    run.actor.stop();
  });

  it('a not-found is final: no retry; any other failure retries the same request', async () => {
    const run = start();
    run.env.load.reject(new ApiRequestError({ reason: 'network' }));
    await flush();
    run.actor.send({ type: 'load.retried' });
    expect(run.env.load.inputs.at(-1)?.request).toEqual(firstPage);
    run.env.load.reject(new NotFoundError({ status: 404 }));
    await flush();
    run.actor.send({ type: 'load.retried' });
    expect(run.view().status).toBe('notFound');
    expect(run.env.load.inputs).toHaveLength(2);
    run.actor.stop();
  });
});

describe('the invoices loader', () => {
  it('a 401 ends the list: the invoices shown before are no longer shown, and no retry is offered', async () => {
    const fake = fakeApi();
    const actor = createActor(resourceMachine.provide({ actors: createResourceActors(fake.client, invoicesLoader) }), {
      input: { request: firstPage },
    }).start();
    fake.pending(customer.invoices).resolve({ items: [], total: 1, page: 1, itemsPerPage: INVOICES_PAGE_SIZE });
    await flush();
    actor.send({ type: 'request.changed', request: secondPage });
    fake.pending(customer.invoices).reject(new UnauthorizedError({ status: 401, sessionExpired: true }));
    await flush();
    expect(selectResource(actor.getSnapshot())).toMatchObject({ status: 'ended', data: null, busy: false });
    actor.stop();
  });


  it('asks the client it was given for the page and order, and calls an answer without invoices empty', async () => {
    const fake = fakeApi();
    const actor = createActor(resourceMachine.provide({ actors: createResourceActors(fake.client, invoicesLoader) }), {
      input: { request: secondPage },
    }).start();
    const call = fake.pending(customer.invoices);
    expect(call.input).toEqual({ query: { ...secondPage, itemsPerPage: INVOICES_PAGE_SIZE } });
    call.resolve({ items: [], total: 0, page: 2, itemsPerPage: INVOICES_PAGE_SIZE });
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.stop();
  });

  it('given the page’s client, which follows the tab’s session, the call carries that session', () => {
    const fake = fakeApi();
    const page = sessionFollowing(fake.client, () => 'session-1');
    const actor = createActor(resourceMachine.provide({ actors: createResourceActors(page, invoicesLoader) }), {
      input: { request: firstPage },
    }).start();
    expect(fake.pending(customer.invoices).input).toMatchObject({ sessionId: 'session-1', query: { ...firstPage, itemsPerPage: INVOICES_PAGE_SIZE } });
    actor.stop();
  });
});
