import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { sessionMachine } from '../../../machines/session/session.machine';
import { selectSession, type SessionSnapshot } from '../../../machines/session/session.selectors';
import type { SessionInput } from '../../../machines/session/session.types';
import { createSessionHolder, PENDING_SESSION } from '../../../ui/session/sessionHolder';
import { fakeRouterAdapter } from '../../support/fakeRouterAdapter';
import { fakeApi, registerSessionHooks } from './support';

registerSessionHooks();

/** The session's chart with calls that never answer and no channels: as it stands before its first answer. */
function startedSession(start: Partial<SessionInput> = {}) {
  const machine = sessionMachine.provide({
    actors: {
      loadCustomer: fromPromise<never, never>(() => new Promise<never>(() => {})) as never,
      exchangeHandoff: fromPromise<never, never>(() => new Promise<never>(() => {})) as never,
      sessionChannels: fromCallback(() => {}),
    },
  });
  return createActor(machine, { input: { api: fakeApi(), router: fakeRouterAdapter({}), ...start } }).start();
}

/** What the header, the pages and the charts that follow the session act on. */
const standing = (snapshot: SessionSnapshot) => {
  const { isReady, isLoggedIn, customer, showExpiredModal, isNewCustomer, mustChooseAccount, accounts } = selectSession(snapshot);
  return { isReady, isLoggedIn, customer, showExpiredModal, isNewCustomer, mustChooseAccount, accounts };
};

describe('the session before its chart runs', () => {
  it('reads as not ready, with nobody logged in and nothing to show', () => {
    expect(standing(PENDING_SESSION)).toEqual({
      isReady: false,
      isLoggedIn: false,
      customer: null,
      showExpiredModal: false,
      isNewCustomer: false,
      mustChooseAccount: false,
      accounts: [],
    });
  });

  it.each([
    ['a returning customer', { cookieSessionId: 'session-1' }],
    ['a hand-off link', { queryToken: { handoffCode: 'code-1' } }],
  ])('reads for %s as the chart does until its first call answers', (_, start) => {
    const chart = startedSession(start);
    expect(standing(PENDING_SESSION)).toEqual(standing(chart.getSnapshot()));
    chart.stop();
  });

  it('keeps the events sent to it and hands them to the chart, in order, once it runs', () => {
    const holder = createSessionHolder();
    holder.send({ type: 'logout.requested', redirect: false });
    holder.send({ type: 'session.unauthorized' });
    const session = startedSession({ cookieSessionId: 'session-1' });
    const send = vi.spyOn(session, 'send');
    const notifications = createActor(notificationsMachine, { input: { session, router: fakeRouterAdapter({}) } });

    holder.attach({ session, notifications });

    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['logout.requested', 'session.unauthorized']);
    expect(holder.actor()).toBe(session);
    expect(holder.notifications()).toBe(notifications);
    session.stop();
  });

  it('is followed through: its pending snapshot first, the chart’s once it runs', () => {
    const holder = createSessionHolder();
    const heard: SessionSnapshot[] = [];
    holder.subscribe((snapshot) => heard.push(snapshot));
    expect(holder.getSnapshot()).toBe(PENDING_SESSION);

    const session = startedSession({ cookieSessionId: 'session-1' });
    holder.attach({ session, notifications: createActor(notificationsMachine, { input: { session, router: fakeRouterAdapter({}) } }) });
    expect(heard.at(-1)).toBe(session.getSnapshot());
    expect(holder.getSnapshot()).toBe(session.getSnapshot());

    session.send({ type: 'logout.requested', redirect: false });
    expect(heard.at(-1)).toBe(session.getSnapshot());
    session.stop();
  });
});
