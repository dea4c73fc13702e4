import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { createActor } from 'xstate';
import { isNewsDue, newsBannerMachine } from '../../machines/shell/newsBanner/newsBanner.machine';
import { selectNewsBanner } from '../../machines/shell/newsBanner/newsBanner.selectors';
import type { NewsSettings } from '../../machines/shell/newsBanner/newsBanner.types';
import { describeModel, transient, useModelCoverage } from '../support/modelTest';
import type { StateAssertions } from '../support/modelTest';

const recorder = useModelCoverage(import.meta.url);
type Machine = typeof newsBannerMachine;
interface Env {
  storeDismissedVersion: Mock;
}

function arrange() {
  const env: Env = { storeDismissedVersion: vi.fn() };
  const machine = newsBannerMachine.provide({
    actions: { storeDismissedVersion: (_, params) => env.storeDismissedVersion(params.version) },
  });
  return { machine, env };
}

const assertions: StateAssertions<Machine, Env> = {
  waitingForConfig: (snapshot) => {
    expect(selectNewsBanner(snapshot).visible).toBe(false);
    expect(snapshot.context.news).toBeNull();
  },
  deciding: transient('deciding'),
  visible: (snapshot) => {
    expect(isNewsDue(snapshot.context)).toBe(true);
    expect(selectNewsBanner(snapshot)).toEqual({ visible: true, closeable: snapshot.context.news?.closeable });
  },
  hidden: (snapshot, env) => {
    expect(selectNewsBanner(snapshot).visible).toBe(false);
    expect(isNewsDue(snapshot.context)).toBe(false);
    // Every dismissal was stored with the version it hid.
    for (const [version] of env.storeDismissedVersion.mock.calls) expect(typeof version).toBe('string');
    if (env.storeDismissedVersion.mock.calls.length) {
      expect(env.storeDismissedVersion).toHaveBeenLastCalledWith(snapshot.context.dismissedVersion);
    }
  },
};

const news = (enabled: boolean, version: string, closeable: boolean): NewsSettings => ({ enabled, version, closeable });
const loaded = (settings: NewsSettings) => ({ type: 'webConfig.loaded', config: { news: settings } });
/** The server leaves news out when no item is valid today. */
const loadedWithoutNews = { type: 'webConfig.loaded', config: {} };
const events = [
  loaded(news(true, '2', true)),
  loaded(news(true, '2', false)),
  loaded(news(false, '3', true)),
  loaded(news(true, '1', true)),
  loadedWithoutNews,
];

describeModel('newsBanner model', {
  machine: newsBannerMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'nothing dismissed, config later', input: { dismissedVersion: null }, events },
    { name: 'version 1 dismissed, config later', input: { dismissedVersion: '1' }, events },
    { name: 'config known at start, already dismissed', input: { dismissedVersion: '1', news: news(true, '1', true) }, events },
    { name: 'config known at start, newer version', input: { dismissedVersion: '1', news: news(true, '2', true) }, events },
  ],
});

describe('newsBanner pinned', () => {
  it('stays hidden until the web config is loaded', () => {
    const actor = createActor(newsBannerMachine, { input: { dismissedVersion: null } }).start();
    expect(selectNewsBanner(actor.getSnapshot()).visible).toBe(false);
    actor.send({ type: 'webConfig.loaded', config: { news: news(true, '5', true) } });
    expect(selectNewsBanner(actor.getSnapshot()).visible).toBe(true);
    actor.stop();
  });

  it('stores the version on dismissal, and that version stays hidden on the next visit', () => {
    const { machine, env } = arrange();
    const first = createActor(machine, { input: { dismissedVersion: null } }).start();
    first.send({ type: 'webConfig.loaded', config: { news: news(true, '7', true) } });
    first.send({ type: 'banner.dismissed' });
    expect(env.storeDismissedVersion).toHaveBeenCalledWith('7');
    expect(selectNewsBanner(first.getSnapshot()).visible).toBe(false);
    first.stop();

    const next = createActor(machine, { input: { dismissedVersion: '7' } }).start();
    next.send({ type: 'webConfig.loaded', config: { news: news(true, '7', true) } });
    expect(selectNewsBanner(next.getSnapshot()).visible).toBe(false);
    next.send({ type: 'webConfig.loaded', config: { news: news(true, '8', true) } });
    expect(selectNewsBanner(next.getSnapshot()).visible).toBe(true);
    next.stop();
  });

  it('hides a showing banner when the reloaded config has no news, and shows news that comes back', () => {
    const actor = createActor(newsBannerMachine, { input: { dismissedVersion: null, news: news(true, '4', true) } }).start();
    expect(selectNewsBanner(actor.getSnapshot()).visible).toBe(true);
    actor.send({ type: 'webConfig.loaded', config: {} });
    expect(selectNewsBanner(actor.getSnapshot()).visible).toBe(false);
    expect(actor.getSnapshot().context.news).toBeNull();
    actor.send({ type: 'webConfig.loaded', config: { news: news(true, '4', true) } });
    expect(selectNewsBanner(actor.getSnapshot()).visible).toBe(true);
    actor.stop();
  });

  it('cannot be dismissed when not closeable', () => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input: { dismissedVersion: null, news: news(true, '1', false) } }).start();
    actor.send({ type: 'banner.dismissed' });
    expect(selectNewsBanner(actor.getSnapshot())).toEqual({ visible: true, closeable: false });
    expect(env.storeDismissedVersion).not.toHaveBeenCalled();
    actor.stop();
  });
});
