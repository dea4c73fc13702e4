import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLocalHttp, readCookie, writeCookie } from '../../../ui/shell/cookies';

describe('site cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are Secure everywhere except plain-http localhost', () => {
    expect(isLocalHttp({ protocol: 'http:', hostname: 'localhost' })).toBe(true);
    expect(isLocalHttp({ protocol: 'http:', hostname: 'staff.localhost' })).toBe(true);
    expect(isLocalHttp({ protocol: 'http:', hostname: 'notlocalhost' })).toBe(false);
    expect(isLocalHttp({ protocol: 'http:', hostname: '127.0.0.1' })).toBe(true);
    expect(isLocalHttp({ protocol: 'https:', hostname: 'localhost' })).toBe(false);
    expect(isLocalHttp({ protocol: 'http:', hostname: 'site.example' })).toBe(false);
  });

  it('write with expiry, path and SameSite, and read back', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
    writeCookie('consent', '{"a":1}', { days: 180 });
    expect(writes[0]).toMatch(/^consent=%7B%22a%22%3A1%7D; Expires=.+; Path=\/; SameSite=Lax/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(writes[0]!)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(180);
    expect(readCookie('consent', 'x=1; consent=%7B%22a%22%3A1%7D')).toBe('{"a":1}');
    expect(readCookie('missing', 'x=1')).toBeUndefined();
  });
});
