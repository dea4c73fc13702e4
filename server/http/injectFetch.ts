import type { FastifyInstance, HTTPMethods } from 'fastify';

/** Answers that carry no body (the Fetch API refuses one for them). */
const NO_BODY = new Set([101, 204, 205, 304]);

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * A `fetch` that answers from our own API in this process (Fastify's
 * `inject`), for the pages' server-side calls: the same routes, hooks and
 * validation as over HTTP, without a loopback connection. The URL's origin
 * is ignored; its path and query are the route.
 */
export function injectFetch(api: FastifyInstance): typeof fetch {
  return async (input, init = {}) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    const signal = init.signal ?? request?.signal ?? undefined;
    if (signal?.aborted) throw abortError(signal);
    const headers: Record<string, string> = {};
    new Headers(init.headers ?? request?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init.body ?? (request ? await request.text() : undefined);
    if (body !== undefined && body !== null && typeof body !== 'string') throw new TypeError('injectFetch sends string bodies only');
    const answer = api.inject({
      method: (init.method ?? request?.method ?? 'GET').toUpperCase() as HTTPMethods,
      url: url.pathname + url.search,
      headers,
      ...(typeof body === 'string' ? { payload: body } : {}),
    });
    const injected = signal
      ? await Promise.race([
          answer,
          new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(abortError(signal)), { once: true })),
        ])
      : await answer;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(injected.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    return new Response(NO_BODY.has(injected.statusCode) ? null : new Uint8Array(injected.rawPayload), {
      status: injected.statusCode,
      headers: responseHeaders,
    });
  };
}
