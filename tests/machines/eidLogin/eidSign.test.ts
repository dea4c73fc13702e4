import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client/types';
import { auth } from '../../../api/calls/auth';
import { signOrderInputOf, type SigningFlowContext } from '../../../machines/eidLogin/eidSign';

function fakeApi() {
  const call = vi.fn().mockResolvedValue({});
  return { api: { call, invalidate: vi.fn() } as unknown as ApiClient, call };
}

const order = { orderRef: 'order-1', autoStartToken: 'auto-1', qrToken: 'qr-1' } as unknown as SigningFlowContext['order'];

function flow(api: ApiClient, sessionId?: string): SigningFlowContext {
  return { api, device: 'desktop', simulator: false, order, sameDevice: false, ...(sessionId ? { sessionId } : {}) };
}

describe('signOrderInputOf', () => {
  it('polls with the flow’s own session when the flow names one', async () => {
    const { api, call } = fakeApi();
    await signOrderInputOf(flow(api, 'session-1'), 'test').api.call(auth.status, { body: { orderRef: 'order-1' } });
    expect(call).toHaveBeenCalledWith(auth.status, { sessionId: 'session-1', body: { orderRef: 'order-1' } });
  });

  it('polls with the flow’s client as it is when the flow names no session (the page’s client carries the tab’s)', async () => {
    const { api, call } = fakeApi();
    await signOrderInputOf(flow(api), 'test').api.call(auth.status, { body: { orderRef: 'order-1' } });
    expect(call).toHaveBeenCalledWith(auth.status, { body: { orderRef: 'order-1' } });
  });

  it('refuses to sign without an order', () => {
    const { api } = fakeApi();
    expect(() => signOrderInputOf({ ...flow(api), order: null }, 'inviteUser')).toThrow('inviteUser: signing without an order');
  });
});
