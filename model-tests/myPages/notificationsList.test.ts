import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionFollowing } from '../../api/client/sessionFollowing';
import { customer } from '../../api/contract/customer';
import { NOTIFICATIONS_PAGE_SIZE } from '../../api/contract/pageSizes';
import { createNotificationsListActors } from '../../machines/myPages/notificationsList/notificationsList.actors';
import { notificationsListMachine } from '../../machines/myPages/notificationsList/notificationsList.machine';
import { selectNotificationsList, type NotificationsListSnapshot } from '../../machines/myPages/notificationsList/notificationsList.selectors';
import type {
  ApplyChangeInput,
  LiveNotificationsInput,
  LoadPageInput,
  NotificationCountsAnswer,
  NotificationsListInput,
  NotificationsPage,
} from '../../machines/myPages/notificationsList/notificationsList.types';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import type { SessionLinkInput, SocketInput } from '../../machines/notifications/notifications.types';
import { controllableActor, flush, type ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import { describeModel, useModelCoverage, type StateAssertions } from '../support/modelTest';
import { fakeCallback, languageRouter, stillSession, type FakeCallback } from '../notifications/notifications.support';
import { ARRIVED, BOOKED, COUNTS_AFTER, FAILURE, FIRST_PAGE, INVOICED, LAST_PAGE, OLDER, SCENARIO_EVENTS, only } from './notificationsList.fixtures';
import { sessionId } from './myPages.support';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof notificationsListMachine;

interface Env {
  loadPage: ControllableActor<NotificationsPage, LoadPageInput>;
  applyChange: ControllableActor<NotificationCountsAnswer, ApplyChangeInput>;
  live: FakeCallback<LiveNotificationsInput>;
}

function arrange() {
  const env: Env = { loadPage: controllableActor(), applyChange: controllableActor(), live: fakeCallback() };
  const machine = notificationsListMachine.provide({
    actors: { loadPage: env.loadPage.logic, applyChange: env.applyChange.logic, liveNotifications: env.live.logic },
  });
  return { machine, env, controls: { loadFirstPage: env.loadPage, loadNextPage: env.loadPage, applyChange: env.applyChange } };
}

const input: NotificationsListInput = { live: null };

// Assertions -----------------------------------------------------------------

function view(snapshot: NotificationsListSnapshot) {
  return selectNotificationsList(snapshot);
}

/** The socket is heard once, for the list's whole life. */
function expectLive(env: Env): void {
  expect(env.live.running()).toHaveLength(1);
}

/** The items are unique and newest first (the order the server and the live upserts keep). */
function expectOrderedItems(snapshot: NotificationsListSnapshot): void {
  const ids = snapshot.context.items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  const times = snapshot.context.items.map((item) => item.createdAt);
  expect(times).toEqual([...times].sort().reverse());
}

function expectLoaded(snapshot: NotificationsListSnapshot, env: Env): void {
  expectLive(env);
  expectOrderedItems(snapshot);
  const shown = view(snapshot);
  expect(shown.status).toBe('loaded');
  expect(shown.hasMore).toBe(snapshot.context.nextCursor !== null);
  expect(shown.items).toBe(snapshot.context.items);
}

const assertions: StateAssertions<Machine, Env> = {
  loading: (snapshot, env) => {
    expectLive(env);
    expect(env.loadPage.inputs.at(-1)).toEqual({ cursor: null });
    expect(view(snapshot)).toMatchObject({ status: 'loading', hasMore: false, saving: false, canChange: false });
    expect(snapshot.hasTag('busy')).toBe(true);
  },
  failed: (snapshot, env) => {
    expectLive(env);
    expect(view(snapshot)).toMatchObject({ status: 'failed', hasMore: false });
    expect(snapshot.can({ type: 'load.retried' })).toBe(true);
  },
  empty: (snapshot, env) => {
    expectLive(env);
    expect(snapshot.context.items).toEqual([]);
    expect(snapshot.context.nextCursor).toBeNull();
    expect(view(snapshot)).toMatchObject({ status: 'empty', hasMore: false, canMarkAllRead: false, canChange: false });
  },
  'loaded.paging.idle': (snapshot, env) => {
    expectLoaded(snapshot, env);
    expect(view(snapshot)).toMatchObject({ loadingMore: false, moreErrorKey: null });
  },
  'loaded.paging.loadingMore': (snapshot, env) => {
    expectLoaded(snapshot, env);
    expect(env.loadPage.inputs.at(-1)).toEqual({ cursor: snapshot.context.nextCursor });
    expect(snapshot.context.nextCursor).not.toBeNull();
    expect(view(snapshot)).toMatchObject({ loadingMore: true, moreErrorKey: null });
  },
  'loaded.paging.moreFailed': (snapshot, env) => {
    expectLoaded(snapshot, env);
    expect(view(snapshot)).toMatchObject({ loadingMore: false, moreErrorKey: 'common.errors.default' });
  },
  'loaded.changes.idle': (snapshot) => {
    expect(view(snapshot)).toMatchObject({ saving: false, canChange: true, confirmingDeleteAll: false, change: null });
    expect(view(snapshot).canMarkAllRead).toBe(snapshot.context.unreadNotifications > 0 || snapshot.context.items.some((item) => !item.read));
  },
  'loaded.changes.confirmingDeleteAll': (snapshot) => {
    expect(view(snapshot)).toMatchObject({ confirmingDeleteAll: true, canChange: false, canMarkAllRead: false });
  },
  'loaded.changes.saving': (snapshot, env) => {
    const change = snapshot.context.change;
    expect(change).not.toBeNull();
    expect(env.applyChange.inputs.at(-1)).toEqual({ change });
    expect(view(snapshot)).toMatchObject({ saving: true, canChange: false, canMarkAllRead: false, change });
    expect(snapshot.hasTag('busy')).toBe(true);
  },
  'loaded.changes.failed': (snapshot) => {
    expect(snapshot.context.change).not.toBeNull();
    expect(view(snapshot)).toMatchObject({ saving: false, canChange: true, change: snapshot.context.change });
  },
};

// Scenarios ------------------------------------------------------------------

describeModel('notifications list model', {
  machine: notificationsListMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    {
      name: 'two pages by cursor, and their failures',
      input,
      events: only(SCENARIO_EVENTS.twoPages),
    },
    {
      name: 'read and delete on one page, and their failures',
      input,
      events: only(SCENARIO_EVENTS.onePage),
    },
    {
      name: 'an empty list, the last one deleted, and live arrivals',
      input,
      events: only(SCENARIO_EVENTS.emptyAndLive),
    },
  ],
});

// Pinned ---------------------------------------------------------------------

/** The list started on its own, the site's snackbar a record of what it was asked to say. */
function start(options: Partial<NotificationsListInput> = {}) {
  const { machine, env } = arrange();
  const announced: string[] = [];
  const actor = createActor(machine.provide({ actions: { announceDefaultError: () => void announced.push('common.errors.default') } }), {
    input: { ...input, ...options },
    inspect: recorder.inspect,
  }).start();
  return { actor, env, announced, view: () => view(actor.getSnapshot()) };
}

describe('notifications list pinned', () => {
  it('pages by cursor and never lists a notification twice', async () => {
    const run = start();
    run.actor.send({ type: 'notification.upserted', notification: ARRIVED });
    run.env.loadPage.resolve({ ...FIRST_PAGE, items: [ARRIVED, ...FIRST_PAGE.items] });
    await flush();
    run.actor.send({ type: 'more.requested' });
    expect(run.env.loadPage.inputs.map((entry) => entry.cursor)).toEqual([null, 'cursor-2']);
    run.env.loadPage.resolve({ ...LAST_PAGE, items: [INVOICED, OLDER] });
    await flush();
    expect(run.view().items.map((item) => item.id)).toEqual(['n-0', 'n-1', 'n-2', 'n-3']);
    expect(run.view().hasMore).toBe(false);
    run.actor.send({ type: 'more.requested' });
    expect(run.env.loadPage.inputs).toHaveLength(2);
    run.actor.stop();
  });

  it('a live upsert goes on top and is announced; a changed one is changed in place, not announced', async () => {
    const run = start();
    run.env.loadPage.resolve(FIRST_PAGE);
    await flush();
    run.actor.send({ type: 'notification.upserted', notification: ARRIVED });
    expect(run.view().items.map((item) => item.id)).toEqual(['n-0', 'n-1', 'n-2']);
    expect(run.view().arrival).toEqual(ARRIVED);
    run.actor.send({ type: 'notification.upserted', notification: { ...BOOKED, read: true } });
    expect(run.view().items[1]).toEqual({ ...BOOKED, read: true });
    expect(run.view().arrival).toEqual(ARRIVED);
    run.actor.stop();
  });

  it("a change shows only once the server accepted it, with the counts it answered; a failed one is said in the site's snackbar", async () => {
    const run = start();
    run.env.loadPage.resolve(FIRST_PAGE);
    await flush();
    run.actor.send({ type: 'item.markedRead', id: BOOKED.id });
    expect(run.view().items[0]!.read).toBe(false);
    expect(run.announced).toEqual([]);
    run.env.applyChange.reject(FAILURE);
    await flush();
    expect(run.view()).toMatchObject({ canChange: true, unreadNotifications: 2 });
    expect(run.announced).toEqual(['common.errors.default']);
    expect(run.view().items[0]!.read).toBe(false);
    run.actor.send({ type: 'item.opened', id: BOOKED.id });
    run.env.applyChange.resolve({ total: 3, unread: 1 });
    await flush();
    expect(run.view().items[0]!.read).toBe(true);
    expect(run.view()).toMatchObject({ unreadNotifications: 1, totalNotifications: 3 });
    expect(run.announced).toHaveLength(1);
    // Opening a notification already read asks nothing of the server.
    run.actor.send({ type: 'item.opened', id: BOOKED.id });
    expect(run.env.applyChange.inputs).toHaveLength(2);
    run.actor.stop();
  });

  it('deletes all only after the confirmation', async () => {
    const run = start();
    run.env.loadPage.resolve(FIRST_PAGE);
    await flush();
    run.actor.send({ type: 'all.deleteRequested' });
    run.actor.send({ type: 'all.deleteCancelled' });
    expect(run.env.applyChange.inputs).toEqual([]);
    run.actor.send({ type: 'all.deleteRequested' });
    run.actor.send({ type: 'all.deleteConfirmed' });
    expect(run.env.applyChange.inputs.map((entry) => entry.change)).toEqual([{ kind: 'deleteAll' }]);
    run.env.applyChange.resolve({ total: 0, unread: 0 });
    await flush();
    expect(run.view()).toMatchObject({ status: 'empty', items: [], hasMore: false, totalNotifications: 0 });
    run.actor.stop();
  });

  it('hears the tab\'s notifications actor: its upserts and counts reach the list', async () => {
    const notifications = createActor(
      notificationsMachine.provide({ actors: { sessionLink: fakeCallback<SessionLinkInput>().logic, notificationsSocket: fakeCallback<SocketInput>().logic } }),
      { input: { session: stillSession, router: languageRouter('en').router } },
    ).start();
    const list = createActor(notificationsListMachine.provide({ actors: { loadPage: controllableActor<NotificationsPage, LoadPageInput>().logic } }), {
      input: { live: notifications },
    }).start();
    notifications.send({ type: 'session.mainAccount', sessionId: 's-anna', totalNotifications: 0, unreadNotifications: 0 });
    notifications.send({ type: 'socket.connected' });
    notifications.send({ type: 'notification.received', notification: ARRIVED });
    notifications.send({ type: 'status.received', totalNotifications: 1, unreadNotifications: 1 });
    expect(list.getSnapshot().context).toMatchObject({ items: [ARRIVED], arrival: ARRIVED, totalNotifications: 1, unreadNotifications: 1 });
    list.stop();
    notifications.stop();
  });
});

describe('the notifications list calls', () => {
  it('asks the client it was given for 20 a page with the cursor, and each change with its ids', async () => {
    const fake = fakeApi();
    const machine = notificationsListMachine.provide({ actors: createNotificationsListActors(fake.client) });
    const actor = createActor(machine, { input: { live: null } }).start();
    expect(fake.pending(customer.notifications).input).toEqual({ query: { itemsPerPage: NOTIFICATIONS_PAGE_SIZE } });
    expect(NOTIFICATIONS_PAGE_SIZE).toBe(20);
    fake.pending(customer.notifications).resolve(FIRST_PAGE);
    await flush();
    actor.send({ type: 'more.requested' });
    expect(fake.pending(customer.notifications).input).toEqual({ query: { itemsPerPage: 20, cursor: 'cursor-2' } });
    actor.send({ type: 'item.markedRead', id: BOOKED.id });
    expect(fake.pending(customer.readNotifications).input).toEqual({ body: { ids: [BOOKED.id] } });
    fake.pending(customer.readNotifications).resolve(COUNTS_AFTER);
    await flush();
    actor.send({ type: 'item.deleted', id: INVOICED.id });
    expect(fake.pending(customer.deleteNotifications).input).toEqual({ body: { ids: [INVOICED.id] } });
    fake.pending(customer.deleteNotifications).resolve(COUNTS_AFTER);
    await flush();
    actor.send({ type: 'all.markedRead' });
    expect(actor.getSnapshot().matches({ loaded: { changes: 'idle' } })).toBe(true);
    actor.send({ type: 'notification.upserted', notification: ARRIVED });
    actor.send({ type: 'all.markedRead' });
    expect(fake.pending(customer.readAllNotifications).input).toBeUndefined();
    fake.pending(customer.readAllNotifications).resolve(COUNTS_AFTER);
    await flush();
    actor.send({ type: 'all.deleteRequested' });
    actor.send({ type: 'all.deleteConfirmed' });
    expect(fake.pending(customer.deleteAllNotifications).input).toBeUndefined();
    actor.stop();
  });

  it('given the page’s client, the list’s calls carry the customer’s session', () => {
    const fake = fakeApi();
    const machine = notificationsListMachine.provide({ actors: createNotificationsListActors(sessionFollowing(fake.client, () => sessionId)) });
    const actor = createActor(machine, { input: { live: null } }).start();
    expect(fake.pending(customer.notifications).input).toMatchObject({ sessionId, query: { itemsPerPage: NOTIFICATIONS_PAGE_SIZE } });
    actor.stop();
  });
});
