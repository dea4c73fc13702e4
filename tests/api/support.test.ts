import { describe, expect, it, vi } from 'vitest';
import { createAnonymousUserIdReader, createUnauthorizedChannel, type UnauthorizedInfo } from '../../api/client';
import { anySignal, randomId } from '../../api/client/platform';
import {
  ApiRequestError,
  apiErrorForStatus,
  BadRequestError,
  NotFoundError,
  UnauthorizedError,
  UnhandledServerError,
  isApiError,
} from '../../api/errors';
import { imageUrl } from '../../api/images';
import { imageQuerySchema } from '../../server/domain/imageRequest';

describe('imageUrl', () => {
  it('uses the spec defaults 1200x800, jpg, quality 50', () => {
    expect(imageUrl('abc')).toBe('/api/v1/images/abc?width=1200&height=800&type=jpg&quality=50');
    expect(imageQuerySchema.parse({})).toEqual({ width: 1200, height: 800, type: 'jpg', quality: 50 });
  });

  it('takes sizes, type, quality and an absolute base', () => {
    expect(imageUrl('a b', { width: 320, height: 200, type: 'webp', quality: 80 }, 'http://127.0.0.1:3000/api/')).toBe(
      'http://127.0.0.1:3000/api/v1/images/a%20b?width=320&height=200&type=webp&quality=80',
    );
  });
});

describe('error kinds', () => {
  it.each([
    [400, BadRequestError, 'BadRequest', 'Bad Request', 400],
    [401, UnauthorizedError, 'Unauthorized', 'Unauthorized access', 401],
    [404, NotFoundError, 'NotFound', 'Not Found', 404],
    [500, UnhandledServerError, 'UnhandledServerError', 'Unhandled server error', 500],
    [403, ApiRequestError, 'ApiRequestError', 'API request error', 403],
    [502, ApiRequestError, 'ApiRequestError', 'API request error', 502],
  ])('status %i → %s', (status, type, kind, message, code) => {
    const error = apiErrorForStatus(status);
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind, message, code, status, reason: 'http' });
  });

  it('defaults the code to 500 without a status', () => {
    const error = new ApiRequestError({ reason: 'network' });
    expect(error.code).toBe(500);
    expect(error.status).toBeUndefined();
    expect(error.isNetworkError).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('unauthorized channel', () => {
  const info: UnauthorizedInfo = { method: 'GET', path: '/v1/customer', requestId: 'r1', sessionId: 's1' };

  it('delivers to every listener until it unsubscribes', () => {
    const channel = createUnauthorizedChannel();
    const a = vi.fn();
    const b = vi.fn();
    const offA = channel.onUnauthorized(a);
    channel.onUnauthorized(b);
    channel.publishUnauthorized(info);
    offA();
    channel.publishUnauthorized(info);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledWith(info);
  });

  it('keeps delivering when one listener throws, and still surfaces the failure', () => {
    const channel = createUnauthorizedChannel();
    const after = vi.fn();
    const deferred: (() => void)[] = [];
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => void deferred.push(task));
    try {
      channel.onUnauthorized(() => {
        throw new Error('listener broke');
      });
      channel.onUnauthorized(after);
      channel.publishUnauthorized(info);
    } finally {
      spy.mockRestore();
    }
    expect(after).toHaveBeenCalledWith(info);
    expect(deferred).toHaveLength(1);
    expect(() => deferred[0]()).toThrow('listener broke');
  });
});

describe('anonymous user id', () => {
  it('generates once, stores under userId and then reads the stored id', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const generate = vi.fn(() => 'generated-1');
    const readId = createAnonymousUserIdReader(storage, generate);
    expect(readId()).toBe('generated-1');
    expect(data.get('userId')).toBe('generated-1');
    data.set('userId', 'from-other-tab');
    expect(readId()).toBe('from-other-tab');
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it('keeps a stable id in memory when storage refuses access, and none without storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const readId = createAnonymousUserIdReader(broken, randomId);
    const first = readId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(readId()).toBe(first);
    expect(createAnonymousUserIdReader(undefined)()).toBeUndefined();
  });
});

describe('platform shims', () => {
  it('randomId is a v4 UUID, also without crypto.randomUUID', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomId()).toMatch(v4);
    // Shadow the prototype's method, as in a browser page served over plain http.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, randomId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(v4);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(randomId()).toMatch(v4);
  });

  it('anySignal aborts with the first reason, also without AbortSignal.any', () => {
    const original = AbortSignal.any;
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    try {
      const a = new AbortController();
      const b = new AbortController();
      const combined = anySignal([a.signal, b.signal]);
      expect(combined.aborted).toBe(false);
      b.abort('second');
      expect(combined.aborted).toBe(true);
      expect(combined.reason).toBe('second');
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: original, configurable: true });
    }
  });
});
