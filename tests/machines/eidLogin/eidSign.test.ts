import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ApiClient } from '../../../api/client/types';
import { EID_POLL_INTERVAL_MS } from '../../../machines/eidLogin/constants';
import { eidSignMachine, signOrderInputOf, type SigningFlowContext } from '../../../machines/eidLogin/eidSign';
import { flush } from '../../../model-tests/support/fakeActors';

const order = { orderRef: 'order-1', autoStartToken: 'auto-1', qrToken: 'qr-1' } as unknown as NonNullable<SigningFlowContext['order']>;

const flow: SigningFlowContext = { device: 'desktop', simulator: false, order, sameDevice: false };

describe('signOrderInputOf', () => {
  it('gives the signing chart the flow’s order and device', () => {
    expect(signOrderInputOf(flow, 'test')).toEqual({ device: 'desktop', simulator: false, order, sameDevice: false });
  });

  it('refuses to sign without an order', () => {
    expect(() => signOrderInputOf({ ...flow, order: null }, 'inviteUser')).toThrow('inviteUser: signing without an order');
  });
});

describe('eidSignMachine', () => {
  it('polls the flow’s order with its call and the client the edge built it with (the page’s, carrying the tab’s session)', async () => {
    const call = vi.fn().mockReturnValue(new Promise(() => {}));
    const client = { call, invalidate: vi.fn() } as unknown as ApiClient;
    const poll = vi.fn((_api: ApiClient, _orderRef: string) => new Promise<never>(() => {}));
    const clock = new SimulatedClock();
    const actor = createActor(eidSignMachine(client, poll), { input: signOrderInputOf(flow, 'test'), clock }).start();
    expect(poll).not.toHaveBeenCalled();
    clock.increment(EID_POLL_INTERVAL_MS);
    await flush();
    expect(poll).toHaveBeenCalledWith(client, 'order-1');
    actor.stop();
  });
});
