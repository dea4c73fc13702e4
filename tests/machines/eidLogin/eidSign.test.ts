import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client/types';
import { auth } from '../../../api/calls/auth';
import { signOrderInputOf, type SigningFlowContext } from '../../../machines/eidLogin/eidSign';

function fakeApi() {
  const call = vi.fn().mockResolvedValue({});
  return { api: { call, invalidate: vi.fn() } as unknown as ApiClient, call };
}

const order = { orderRef: 'order-1', autoStartToken: 'auto-1', qrToken: 'qr-1' } as unknown as SigningFlowContext['order'];

function flow(api: ApiClient): SigningFlowContext {
  return { api, device: 'desktop', simulator: false, order, sameDevice: false };
}

describe('signOrderInputOf', () => {
  it('polls with the flow’s client as it is (the page’s client carries the tab’s session)', async () => {
    const { api, call } = fakeApi();
    await signOrderInputOf(flow(api), 'test').api.call(auth.status, { body: { orderRef: 'order-1' } });
    expect(call).toHaveBeenCalledWith(auth.status, { body: { orderRef: 'order-1' } });
  });

  it('refuses to sign without an order', () => {
    const { api } = fakeApi();
    expect(() => signOrderInputOf({ ...flow(api), order: null }, 'inviteUser')).toThrow('inviteUser: signing without an order');
  });
});
