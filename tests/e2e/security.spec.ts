import { expect, test } from './fixtures';

test.describe('security baseline', () => {
  test('pages carry a CSP with a fresh nonce per request and the baseline headers', async ({ request }) => {
    const first = await request.get('/');
    const second = await request.get('/');
    const csp = first.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toEqual(second.headers()['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
    expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Served over plain http here: no HSTS.
    expect(first.headers()['strict-transport-security']).toBeUndefined();
  });

  test('API answers carry the baseline headers and refuse cross-site writes', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(health.headers()['x-content-type-options']).toBe('nosniff');
    const body = (await health.json()) as { database: { ok: boolean } };
    expect(body.database.ok).toBe(true);
    const foreign = await request.post('/api/v1/heap/track', {
      headers: { origin: 'https://evil.example' },
      data: { app_id: 'site', identity: 'x', idempotency_key: 'abcdefgh12', events: [{ event: 'x' }] },
    });
    expect(foreign.status()).toBe(403);
  });
});
