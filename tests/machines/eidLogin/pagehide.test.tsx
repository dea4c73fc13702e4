import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApiClient } from '../../../api/client';
import { auth } from '../../../api/calls/auth';
import { eidLoginMachine } from '../../../machines/eidLogin/eidLogin.machine';
import { createEidLoginActors } from '../../../machines/eidLogin/eidLogin.actors';
import { useEidLogin } from '../../../ui/eidLogin/useEidLogin';
import { ApiProvider } from '../../../ui/shell/ApiContext';
import { eidCallFakes, order, userCancel } from '../../../model-tests/eidLogin/eidLogin.support';
import { flush } from '../../../model-tests/support/fakeActors';
import { fakeApi, type FakeApi } from '../../../model-tests/support/fakeApi';

/**
 * A pending BankID order is cancelled when the page goes away (a reload,
 * closing the tab, leaving the site), not only when the login screen is
 * left inside the app: the order's holder listens for `pagehide` and sends
 * the cancel as a beacon, which the browser delivers after the page is gone.
 */

/** The fake client, with a beacon the test reads (answering whether the browser took it). */
function clientWithBeacon(taken = true) {
  const api: FakeApi = fakeApi();
  const beacon = vi.fn((..._args: unknown[]) => taken);
  const client = { ...api.client, beacon: beacon as unknown as NonNullable<ApiClient['beacon']> };
  return { api, beacon, client };
}

const pageHides = () => window.dispatchEvent(new Event('pagehide'));

/** The shipped chart with its real order holder; only the login's polling calls are fakes. */
async function openOrder(client: ApiClient) {
  const fakes = eidCallFakes();
  const machine = eidLoginMachine.provide({
    actors: { ...createEidLoginActors(client), startLogin: fakes.startLogin.logic, pollStatus: fakes.pollStatus.logic, fetchQr: fakes.fetchQr.logic },
  });
  const actor = createActor(machine, { input: { device: 'desktop', autoStart: true } });
  actor.start();
  fakes.startLogin.resolve(order);
  await flush();
  expect(actor.getSnapshot().hasTag('orderOpen')).toBe(true);
  return { actor, fakes };
}

const stopped: { stop(): void }[] = [];
afterEach(() => {
  for (const actor of stopped.splice(0)) actor.stop();
});

describe('the e-ID login when the page goes away', () => {
  it('sends the cancel of a pending order as a beacon, once', async () => {
    const { api, beacon, client } = clientWithBeacon();
    const { actor } = await openOrder(client);
    stopped.push(actor);
    pageHides();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith(auth.cancel, { body: { orderRef: order.orderRef } });
    expect(api.callsTo(auth.cancel)).toEqual([]);
    // A second pagehide, and the screen unmounting afterwards, send nothing more.
    pageHides();
    actor.stop();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(api.callsTo(auth.cancel)).toEqual([]);
  });

  it('falls back to an ordinary call where the browser takes no beacon', async () => {
    for (const client of [clientWithBeacon(false), { api: fakeApi(), beacon: undefined, client: undefined }]) {
      const api = client.api;
      const { actor } = await openOrder(client.client ?? api.client);
      stopped.push(actor);
      pageHides();
      expect(api.callsTo(auth.cancel).map((call) => call.input?.body)).toEqual([{ orderRef: order.orderRef }]);
      actor.stop();
      expect(api.callsTo(auth.cancel)).toHaveLength(1);
    }
  });

  it('sends nothing before an order exists, once it settled, or after the chart stopped', async () => {
    const before = clientWithBeacon();
    const idle = createActor(eidLoginMachine.provide({ actors: createEidLoginActors(before.client) }), { input: { device: 'mobile' } }).start();
    stopped.push(idle);
    pageHides();
    expect(before.beacon).not.toHaveBeenCalled();

    const settled = clientWithBeacon();
    const { actor, fakes } = await openOrder(settled.client);
    stopped.push(actor);
    await vi.waitFor(() => expect(fakes.pollStatus.pendingCount()).toBe(1), { timeout: 5_000 });
    fakes.pollStatus.resolve(userCancel);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    pageHides();
    expect(settled.beacon).not.toHaveBeenCalled();

    const left = clientWithBeacon();
    const run = await openOrder(left.client);
    run.actor.send({ type: 'login.cancelled' });
    run.actor.stop();
    pageHides();
    expect(left.beacon).not.toHaveBeenCalled();
    expect(left.api.callsTo(auth.cancel)).toHaveLength(1);
  });

  it('on the log-in screen: pagehide while the order is pending sends its cancel', async () => {
    const { api, beacon, client } = clientWithBeacon();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider locale="sv" webview={false} client={client}>
        {children}
      </ApiProvider>
    );
    const { result, unmount } = renderHook(
      () => useEidLogin({ device: 'desktop', simulator: false }),
      { wrapper },
    );
    // A computer starts the order at once.
    await vi.waitFor(() => expect(api.callsTo(auth.login)).toHaveLength(1));
    api.pending(auth.login).resolve(order);
    await vi.waitFor(() => expect(result.current.view.status).toBe('waitingForScan'));
    pageHides();
    expect(beacon).toHaveBeenCalledWith(auth.cancel, { body: { orderRef: order.orderRef } });
    unmount();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(api.callsTo(auth.cancel)).toEqual([]);
  });
});
