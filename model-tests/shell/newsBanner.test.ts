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
const dismissal = [{ type: 'banner.dismissed' }];

// Where the start decides on a banner no event can change, the start is the walk.
describe('newsBanner at start', () => {
  it.each([
    ['before the web config is known', { dismissedVersion: null }, 'hidden'],
    ['when no news is valid today', { dismissedVersion: '1', news: null }, 'hidden'],
    ['when the news is switched off', { dismissedVersion: null, news: news(false, '3', true) }, 'hidden'],
    ['when this version was dismissed', { dismissedVersion: '1', news: news(true, '1', true) }, 'hidden'],
    ['a newer version that cannot be closed', { dismissedVersion: '1', news: news(true, '2', false) }, 'visible'],
  ] as const)('%s', (_name, input, state) => {
    const { machine, env } = arrange();
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    expect(actor.getSnapshot().value).toBe(state);
    assertions[state](actor.getSnapshot(), env);
    if (state === 'visible') {
      // Not closeable: a dismissal changes nothing and stores nothing.
      actor.send({ type: 'banner.dismissed' });
      expect(selectNewsBanner(actor.getSnapshot())).toEqual({ visible: true, closeable: false });
      expect(env.storeDismissedVersion).not.toHaveBeenCalled();
    }
    actor.stop();
  });
});

describeModel('newsBanner model', {
  machine: newsBannerMachine,
  recorder,
  arrange,
  assertions,
  scenarios: [
    { name: 'nothing dismissed, closeable news', input: { dismissedVersion: null, news: news(true, '2', true) }, events: dismissal },
    { name: 'version 1 dismissed, newer closeable news', input: { dismissedVersion: '1', news: news(true, '2', true) }, events: dismissal },
  ],
});

describe('newsBanner pinned', () => {
  it('stores the version on dismissal, and that version stays hidden on the next visit', () => {
    const { machine, env } = arrange();
    const first = createActor(machine, { input: { dismissedVersion: null, news: news(true, '7', true) } }).start();
    first.send({ type: 'banner.dismissed' });
    expect(env.storeDismissedVersion).toHaveBeenCalledWith('7');
    expect(selectNewsBanner(first.getSnapshot()).visible).toBe(false);
    first.stop();

    const next = createActor(machine, { input: { dismissedVersion: '7', news: news(true, '7', true) } }).start();
    expect(selectNewsBanner(next.getSnapshot()).visible).toBe(false);
    next.stop();
    const newer = createActor(machine, { input: { dismissedVersion: '7', news: news(true, '8', true) } }).start();
    expect(selectNewsBanner(newer.getSnapshot()).visible).toBe(true);
    newer.stop();
  });
});
