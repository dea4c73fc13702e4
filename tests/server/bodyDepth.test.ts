import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedEndpoints } from '../../api/contract';
import { MAX_JSON_DEPTH } from '../../server/http/jsonBody';
import { startEidApi, type EidTestServer } from './eidHelpers';

/**
 * A JSON body nested deeper than any call needs is refused as the parser
 * reads it (400 with a field error), before anything walks it: thousands of
 * levels used to overflow the stack of the server's recursive checks (500).
 */

let server: EidTestServer;
beforeAll(async () => {
  server = await startEidApi();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const nested = (levels: number, open = '[', close = ']') => `${open.repeat(levels)}${close.repeat(levels)}`;
const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Every contract call that takes a body, with its path parameters filled in. */
const writes = namedEndpoints
  .filter(({ endpoint }) => endpoint.method !== 'GET')
  .map(({ group, name, endpoint }) => ({ label: `${group}.${name}`, method: endpoint.method, path: `/api${endpoint.path.replace(/:[A-Za-z]+/g, 'fuzz-hash-0123456789')}` }));

async function send(method: string, path: string, body: string) {
  const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('a deeply nested JSON body', () => {
  it('is refused with a 400 and a field error on every contract call that takes a body', async () => {
    let served = 0;
    for (const { label, method, path } of writes) {
      const answer = await send(method, path, nested(10_000));
      if (answer.status === 404) continue; // not served by this server
      served += 1;
      expect(answer.status, label).toBe(400);
      expect(answer.body, label).toEqual([{ field: 'body', message: 'tooDeeplyNested' }]);
      expect((await send(method, path, objects(7_300))).status, label).toBe(400);
    }
    expect(served).toBeGreaterThanOrEqual(18);
  });

  it('is refused by the e-ID simulator’s test app too', async () => {
    const answer = await send('POST', '/eid-simulator/api/scan', nested(10_000));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'invalidParameters' });
  });

  it('is refused from one level past the limit, counting brackets inside strings as text', async () => {
    const at = (levels: number) => `{"ids":${'['.repeat(levels - 1)}"[[[{{{"${']'.repeat(levels - 1)}}`;
    const beyond = await send('POST', '/api/v1/heap/track', at(MAX_JSON_DEPTH + 1));
    expect(beyond.body).toEqual([{ field: 'body', message: 'tooDeeplyNested' }]);
    // The shape is wrong for the call, but it is read: a 400 about its fields, not about the nesting.
    const read = await send('POST', '/api/v1/heap/track', at(MAX_JSON_DEPTH));
    expect(read.status).toBe(400);
    expect(read.body).not.toEqual([{ field: 'body', message: 'tooDeeplyNested' }]);
  });
});
