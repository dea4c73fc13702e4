import { describe, expect, it } from 'vitest';
import { STAFF_TOKEN_EXPIRE_OFFSET_SECONDS } from '../../../api/contract/directory';
import { STAFF_REDIRECT_STORAGE_KEY, STAFF_TOKEN_STORAGE_KEY } from '../../../machines/staffSso/constants';
import {
  forgetRedirectTarget,
  forgetToken,
  readStaffSsoStorage,
  storeRedirectTarget,
  storeToken,
} from '../../../machines/staffSso/staffSso.browser';
import type { SsoStorage } from '../../../machines/staffSso/staffSso.browser';
import { currentPath, readCallbackHash, renewalDelayMs, signOnUrl } from '../../../machines/staffSso/staffSso.tokens';

function memoryStorage(): SsoStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('staff sign-on callback hash', () => {
  it.each([
    ['#access_token=abc&token_type=Bearer&expires_in=3600', { kind: 'token', accessToken: 'abc' }],
    ['#access_token=abc&token_type=bearer', { kind: 'token', accessToken: 'abc' }],
    ['access_token=abc', { kind: 'token', accessToken: 'abc' }],
    ['#id_token=eyJ.x.y', { kind: 'token', accessToken: 'eyJ.x.y' }],
    // The API token wins over an ID token sent with it.
    ['#id_token=id&access_token=api', { kind: 'token', accessToken: 'api' }],
    ['#error=access_denied&error_description=no', { kind: 'error', error: 'access_denied' }],
    ['#error=', { kind: 'error', error: 'unknown' }],
    ['#access_token=abc&error=server_error', { kind: 'error', error: 'server_error' }],
    ['#access_token=', { kind: 'error', error: 'empty_token' }],
    ['#access_token=abc&token_type=mac', { kind: 'error', error: 'unsupported_token_type' }],
    ['', null],
    ['#', null],
    ['#gdpr', null],
    ['#tab=2', null],
  ])('%s', (hash, expected) => {
    expect(readCallbackHash(hash)).toEqual(expected);
  });
});

describe('staff sign-on paths and timing', () => {
  it('comes back to the current path and query, never elsewhere', () => {
    expect(currentPath({ path: '/en/staff', query: { ssn: '191212121212' }, hash: '#x' })).toBe('/en/staff?ssn=191212121212');
    expect(currentPath({ path: '/', query: {}, hash: '' })).toBe('/');
    expect(currentPath({ path: '//evil.example', query: {}, hash: '' })).toBe('/');
    expect(signOnUrl('/en/staff?ssn=1')).toBe('/api/v1/directory/sign-on?redirect=%2Fen%2Fstaff%3Fssn%3D1');
  });

  it(`renews ${STAFF_TOKEN_EXPIRE_OFFSET_SECONDS} s before the expiry; at once when that has passed or the expiry is unreadable`, () => {
    const now = Date.parse('2025-05-06T08:00:00.000Z');
    const token = (ms: number) => ({ accessToken: 't', expiresAt: new Date(now + ms).toISOString() });
    expect(renewalDelayMs(token(3_600_000), now)).toBe(1_800_000);
    expect(renewalDelayMs(token(1_800_000), now)).toBe(0);
    expect(renewalDelayMs(token(60_000), now)).toBe(0);
    expect(renewalDelayMs({ accessToken: 't', expiresAt: 'soon' }, now)).toBe(0);
    expect(renewalDelayMs(null, now)).toBe(0);
    // A timer longer than a browser keeps would fire at once, renewing in a loop.
    expect(renewalDelayMs(token(100 * 86_400_000), now)).toBe(2 ** 31 - 1);
  });
});

describe('staff sign-on storage', () => {
  it('keeps the token and the way back in the tab’s storage, and forgets them', () => {
    const storage = memoryStorage();
    expect(readStaffSsoStorage(storage)).toEqual({ storedToken: null, redirectTarget: null });
    const token = { accessToken: 'abc', expiresAt: '2025-05-06T09:00:00.000Z' };
    storeToken(token, storage);
    storeRedirectTarget('/en/preview/entry-1', storage);
    expect(readStaffSsoStorage(storage)).toEqual({ storedToken: token, redirectTarget: '/en/preview/entry-1' });
    forgetToken(storage);
    forgetRedirectTarget(storage);
    expect(storage.items.size).toBe(0);
  });

  it('reads what another script left there as nothing', () => {
    const storage = memoryStorage();
    for (const value of ['not json', '{"accessToken":"abc"}', '{"accessToken":"","expiresAt":"2025-05-06T09:00:00.000Z"}', '42']) {
      storage.setItem(STAFF_TOKEN_STORAGE_KEY, value);
      expect(readStaffSsoStorage(storage).storedToken, value).toBeNull();
    }
    storage.setItem(STAFF_REDIRECT_STORAGE_KEY, 'https://evil.example/');
    expect(readStaffSsoStorage(storage).redirectTarget).toBeNull();
  });

  it('works on without storage, or with storage that refuses', () => {
    expect(readStaffSsoStorage(undefined)).toEqual({ storedToken: null, redirectTarget: null });
    const refusing: SsoStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStaffSsoStorage(refusing)).toEqual({ storedToken: null, redirectTarget: null });
    expect(() => storeToken({ accessToken: 'a', expiresAt: '2025-05-06T09:00:00.000Z' }, refusing)).not.toThrow();
    expect(() => forgetToken(refusing)).not.toThrow();
  });
});
