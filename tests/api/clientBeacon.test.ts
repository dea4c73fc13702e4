import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { auth } from '../../api/contract/auth';
import { customerAccount } from '../../api/contract/customerAccount';

/** `ApiClient.beacon`: a call for a page that is going away, sent the way `navigator.sendBeacon` can. */
describe('the call layer’s beacon', () => {
  const client = (sendBeacon: (url: string, data: string) => boolean) =>
    createApiClient({ sendBeacon, version: '1a2b3c4d', lang: 'en', storage: null, fetch: vi.fn() });

  it('sends the body as JSON text to the call’s URL, with the usual query, and answers whether the browser took it', () => {
    const send = vi.fn(() => true);
    expect(client(send).beacon!(auth.cancel, { body: { orderRef: 'order-1' } })).toBe(true);
    expect(send).toHaveBeenCalledWith('/api/v1/auth/cancel?_v=1a2b3c&lang=en', JSON.stringify({ orderRef: 'order-1' }));
    expect(client(() => false).beacon!(auth.cancel, { body: { orderRef: 'order-1' } })).toBe(false);
  });

  it('sends nothing for input the contract refuses, nor for a read', () => {
    const send = vi.fn(() => true);
    expect(client(send).beacon!(auth.cancel, { body: { orderRef: '' } })).toBe(false);
    expect(client(send).beacon!(customerAccount.get)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('has nothing to send with outside a browser', () => {
    expect(createApiClient({ storage: null }).beacon!(auth.cancel, { body: { orderRef: 'order-1' } })).toBe(false);
  });
});
