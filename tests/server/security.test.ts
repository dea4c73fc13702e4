import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readTrustProxy } from '../../server/http/proxy';
import { isForeignWrite, isHttps, pageCsp, setBaselineHeaders } from '../../server/http/security';
import { thirdPartyCspSources } from '../../server/thirdParty';

const request = (init: { method?: string; headers?: Record<string, string>; encrypted?: boolean }) =>
  ({ method: init.method ?? 'GET', headers: init.headers ?? {}, socket: { encrypted: init.encrypted, remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;

function headersOf(https: boolean) {
  const headers = new Map<string, string>();
  setBaselineHeaders({ setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse, https);
  return headers;
}

describe('security headers', () => {
  it('send HSTS only over https', () => {
    expect(headersOf(true).get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(headersOf(false).has('Strict-Transport-Security')).toBe(false);
    expect(headersOf(false).get('X-Content-Type-Options')).toBe('nosniff');
    expect(headersOf(false).get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('trust X-Forwarded-Proto only behind a trusted proxy', () => {
    const forwarded = request({ headers: { 'x-forwarded-proto': 'https' } });
    expect(isHttps(forwarded, undefined)).toBe(false);
    expect(isHttps(forwarded, readTrustProxy('1'))).toBe(true);
    expect(isHttps(forwarded, readTrustProxy('10.0.0.1'))).toBe(false);
    expect(isHttps(request({ encrypted: true }), undefined)).toBe(true);
  });

  it('page CSP admits scripts by nonce only, forbids framing, and adds configured widget hosts', () => {
    const csp = pageCsp({ nonce: 'abc', dev: false, https: true, extra: thirdPartyCspSources({ chatWidgetUrl: 'https://chat.example/widget.js' }) });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://chat.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('unsafe-eval');
    expect(pageCsp({ nonce: 'abc', dev: false, https: false })).not.toContain('chat.example');
  });
});

describe('cross-origin write guard', () => {
  const own = { host: 'site.example' };
  it('lets reads and same-origin writes through', () => {
    expect(isForeignWrite(request({ method: 'GET', headers: { ...own, origin: 'https://evil.example' } }), true, [])).toBe(false);
    expect(isForeignWrite(request({ method: 'POST', headers: { ...own, origin: 'https://site.example' } }), true, [])).toBe(false);
    expect(isForeignWrite(request({ method: 'POST', headers: own }), true, [])).toBe(false);
  });

  it('refuses writes from another origin unless allowed', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isForeignWrite(request({ method, headers: { ...own, origin: 'https://evil.example' } }), true, [])).toBe(true);
    }
    expect(isForeignWrite(request({ method: 'POST', headers: { ...own, origin: 'http://site.example' } }), true, [])).toBe(true);
    expect(isForeignWrite(request({ method: 'POST', headers: { ...own, origin: 'https://app.example' } }), true, ['https://app.example'])).toBe(false);
    expect(isForeignWrite(request({ method: 'POST', headers: { ...own, 'sec-fetch-site': 'cross-site' } }), true, [])).toBe(true);
  });
});
