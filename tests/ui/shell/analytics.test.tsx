import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client/types';
import {
  connectAnalyticsSink,
  identifyAnalytics,
  pushPageEvents,
  setAnalyticsConsent,
  track,
  type AnalyticsEvent,
  type AnalyticsSink,
} from '../../../ui/shell/analytics/track';
import { BATCH_DELAY_MS, BATCH_SIZE, createHeapSender } from '../../../ui/shell/analytics/heapSender';

/** The tag manager's data layer, events only. */
const dataLayer = () => ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).filter((entry) => !Array.isArray(entry));

function recordingSink() {
  const added: AnalyticsEvent[] = [];
  const sink: AnalyticsSink = { add: (event) => added.push(event), discard: vi.fn() };
  return { added, sink, names: () => added.map((event) => event.event) };
}

afterEach(() => {
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
});

describe('what the page records before and after the visitor answers', () => {
  it('holds the first moments until the stored answer is read, then sends them where statistics allow', () => {
    const { sink, names, added } = recordingSink();
    connectAnalyticsSink(sink);
    track('pageView', { path: '/', lang: 'sv' });
    expect(names()).toEqual([]);
    expect(dataLayer()).toEqual([]);
    setAnalyticsConsent({ statistics: true, tagManager: true });
    track('postalCodeChecked', { zipCode: '11122', available: true });
    expect(names()).toEqual(['pageView', 'postalCodeChecked']);
    expect(added[0]).toMatchObject({ properties: { path: '/', lang: 'sv' }, timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(dataLayer()).toEqual([
      { event: 'pageView', path: '/', lang: 'sv' },
      { event: 'postalCodeChecked', zipCode: '11122', available: true },
    ]);
  });

  it('sends nothing, then or later, of what happened before a visitor who has not answered allows statistics', () => {
    const { sink, names } = recordingSink();
    connectAnalyticsSink(sink);
    track('pageView', { path: '/' });
    setAnalyticsConsent({ statistics: false, tagManager: false });
    track('bookingStep', { step: 'configuration' });
    setAnalyticsConsent({ statistics: true, tagManager: false });
    track('bookingStep', { step: 'availability' });
    expect(names()).toEqual(['bookingStep']);
    expect(dataLayer()).toEqual([]);
  });

  it('gives a page’s own tag-manager events to the data layer alone, once the tag manager is allowed, and drops them without it', () => {
    const { sink, names } = recordingSink();
    connectAnalyticsSink(sink);
    setAnalyticsConsent('pending');
    pushPageEvents([{ event: 'view_service', productId: 302016 }]);
    expect(dataLayer()).toEqual([]);
    setAnalyticsConsent({ statistics: true, tagManager: true });
    pushPageEvents([{ event: 'campaign_view', campaign: 'spring-windows' }]);
    expect(dataLayer()).toEqual([
      { event: 'view_service', productId: 302016 },
      { event: 'campaign_view', campaign: 'spring-windows' },
    ]);
    // Our endpoint hears the visitor's own events, not the editors' tags.
    expect(names()).toEqual([]);

    delete (window as Window & { dataLayer?: unknown }).dataLayer;
    setAnalyticsConsent('pending');
    pushPageEvents([{ event: 'page_type', pageType: 'home' }]);
    setAnalyticsConsent({ statistics: true, tagManager: false });
    pushPageEvents([{ event: 'view_service', productId: 303001 }]);
    expect(dataLayer()).toEqual([]);
  });

  it('with marketing only, the tag manager hears the events and our endpoint does not', () => {
    const { sink, names } = recordingSink();
    connectAnalyticsSink(sink);
    setAnalyticsConsent({ statistics: false, tagManager: true });
    track('serviceUnavailable', { zipCode: '98132' });
    expect(names()).toEqual([]);
    expect(dataLayer()).toEqual([{ event: 'serviceUnavailable', zipCode: '98132' }]);
  });

  it('keeps allowed events until the sender has arrived, and drops them and the sender\'s batch when statistics are taken back', () => {
    setAnalyticsConsent({ statistics: true, tagManager: false });
    track('pageView', { path: '/' });
    const { sink, names } = recordingSink();
    connectAnalyticsSink(sink);
    expect(names()).toEqual(['pageView']);
    setAnalyticsConsent({ statistics: false, tagManager: false });
    expect(sink.discard).toHaveBeenCalled();
    connectAnalyticsSink(null);
    setAnalyticsConsent({ statistics: true, tagManager: false });
    track('error', { status: 404, path: '/x' });
    connectAnalyticsSink(sink);
    expect(names()).toEqual(['pageView', 'error']);
  });

  it('tells the tag manager who is logged in once it may, also when the login came first', () => {
    identifyAnalytics('customer-1');
    expect(dataLayer()).toEqual([]);
    setAnalyticsConsent({ statistics: true, tagManager: true });
    identifyAnalytics(null);
    expect(dataLayer()).toEqual([
      { event: 'identify', userId: 'customer-1' },
      { event: 'resetIdentity', userId: null },
    ]);
  });
});

describe('the sender to our own endpoint', () => {
  const event = (name: string): AnalyticsEvent => ({ event: name, properties: {}, timestamp: '2026-11-30T10:00:00.000Z' });
  let calls: { body: Record<string, unknown> }[];
  let beacons: { body: Record<string, unknown> }[];
  let page: EventTarget & { document: { visibilityState: DocumentVisibilityState } };
  let user: string | null;

  function sender({ beacon = true } = {}) {
    const api = {
      call: vi.fn(async (_endpoint: unknown, input: { body: Record<string, unknown> }) => {
        calls.push(input);
        return { accepted: 1 };
      }),
      invalidate: vi.fn(),
      ...(beacon
        ? {
            beacon: (_endpoint: unknown, input: { body: Record<string, unknown> }) => {
              beacons.push(input);
              return true;
            },
          }
        : {}),
    } as unknown as ApiClient;
    return createHeapSender({ api, appId: 'site', identity: () => 'anon-1', userId: () => user, target: page as never });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    beacons = [];
    user = null;
    page = Object.assign(new EventTarget(), { document: { visibilityState: 'visible' as DocumentVisibilityState } });
  });

  it('sends a batch when it is full, or when its first event has waited, each with its own idempotency key', () => {
    const heap = sender();
    for (let i = 0; i < BATCH_SIZE; i += 1) heap.add(event(`e${i}`));
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ app_id: 'site', identity: 'anon-1' });
    expect(calls[0].body.events).toHaveLength(BATCH_SIZE);
    expect(calls[0].body).not.toHaveProperty('user_id');
    user = 'customer-1';
    heap.add(event('late'));
    vi.advanceTimersByTime(BATCH_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toMatchObject({ user_id: 'customer-1', events: [event('late')] });
    expect(calls[1].body.idempotency_key).not.toBe(calls[0].body.idempotency_key);
    expect(String(calls[1].body.idempotency_key).length).toBeGreaterThanOrEqual(8);
  });

  it('sends what is left as a beacon when the page is hidden or goes away, and nothing twice', () => {
    const heap = sender();
    heap.add(event('pageView'));
    page.document.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(beacons.map((beacon) => beacon.body.events)).toEqual([[event('pageView')]]);
    page.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(beacons).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('makes a plain call where there is no beacon, and sends nothing once stopped', () => {
    const heap = sender({ beacon: false });
    heap.add(event('pageView'));
    page.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(1);
    heap.add(event('booking'));
    heap.stop();
    page.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(calls).toHaveLength(1);
  });
});
