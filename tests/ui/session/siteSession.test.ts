import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { sessionMachine } from '../../../machines/session/session.machine';
import { PENDING_SESSION, selectSession, type SessionSnapshot } from '../../../machines/session/session.selectors';
import type { SessionInput } from '../../../machines/session/session.types';
import { siteMachine } from '../../../machines/site/site.machine';
import { sessionSourceOf } from '../../../machines/site/site.selectors';
import type { SessionCharts } from '../../../machines/site/site.types';
import { fakeRouterAdapter } from '../../support/fakeRouterAdapter';
import { registerSessionHooks } from './support';

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
  return createActor(machine, { input: { router: fakeRouterAdapter({}), ...start } }).start();
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

  it('keeps the events sent to it and hands them to the chart, in order, once the site starts it', async () => {
    const { site, arrive, received: heard } = siteWithSessionArriving();
    site.send({ type: 'session.send', event: { type: 'logout.requested', redirect: false } });
    site.send({ type: 'session.send', event: { type: 'session.unauthorized' } });
    const session = await arrive({ cookieSessionId: 'session-1' });

    expect(heard).toEqual(['logout.requested', 'session.unauthorized']);
    expect(site.system.get('session')).toBe(session);
    expect(site.getSnapshot().context.notifications).toBe(site.system.get('notifications'));
    // Sent once it runs, an event goes straight on.
    site.send({ type: 'session.send', event: { type: 'logout.requested', redirect: false } });
    expect(heard).toEqual(['logout.requested', 'session.unauthorized', 'logout.requested']);
    site.stop();
  });

  it('is followed through: its pending snapshot first, the chart’s once the site starts it', async () => {
    const { site, arrive } = siteWithSessionArriving();
    const source = sessionSourceOf(site);
    const heard: SessionSnapshot[] = [];
    source.subscribe((snapshot) => heard.push(snapshot));
    expect(source.getSnapshot()).toBe(PENDING_SESSION);

    const session = await arrive({ cookieSessionId: 'session-1' });
    expect(heard.at(-1)).toBe(session.getSnapshot());
    expect(source.getSnapshot()).toBe(session.getSnapshot());

    session.send({ type: 'logout.requested', redirect: false });
    expect(heard.at(-1)).toBe(session.getSnapshot());
    site.stop();
  });
});

/** A site whose session code arrives when the test says (`arrive`), with calls that never answer. */
function siteWithSessionArriving() {
  let deliver: (charts: SessionCharts) => void = () => {};
  const router = fakeRouterAdapter({});
  /** The events the session received from the site, by type. */
  const received: string[] = [];
  const site = createActor(
    siteMachine.provide({ actors: { loadSessionCharts: fromPromise<SessionCharts, void>(() => new Promise((resolve) => (deliver = resolve))) } }),
    {
      input: { router },
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && (inspection.actorRef as AnyActorRef).id === 'session' && inspection.sourceRef === site && inspection.event.type !== 'xstate.init') received.push(inspection.event.type);
      },
    },
  ).start();
  async function arrive(start: Partial<SessionInput>) {
    const session = sessionMachine.provide({
      actors: {
        loadCustomer: fromPromise<never, never>(() => new Promise<never>(() => {})) as never,
        exchangeHandoff: fromPromise<never, never>(() => new Promise<never>(() => {})) as never,
        sessionChannels: fromCallback(() => {}),
      },
    });
    deliver({ session, sessionInput: { router, ...start }, notifications: notificationsMachine });
    await vi.waitFor(() => expect(site.getSnapshot().context.session).not.toBeNull());
    return site.getSnapshot().context.session!;
  }
  return { site, arrive, received };
}
