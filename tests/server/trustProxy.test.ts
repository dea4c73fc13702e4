import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { eidLogins } from '../../server/db/schema';
import { readTrustProxy } from '../../server/http/proxy';
import { isHttps } from '../../server/http/security';
import { startEidApi, type EidTestServer } from './eidHelpers';

/**
 * `TRUST_PROXY` names the proxies in front: a number of hops or their
 * addresses. `X-Forwarded-For` is read from the right, across trusted hops
 * only, so what a client writes at its left is never its address: not for
 * the login rate limit, not as BankID's `endUserIp`. The test's own
 * connection (from 127.0.0.1) plays the proxy nearest the server.
 */

const CLIENT = '198.51.100.7';

async function endUserIpOf(server: EidTestServer, headers: Record<string, string>) {
  const login = await server.browser().post('/api/v1/auth/login', {}, headers);
  expect(login.status).toBe(200);
  const [row] = await server.database.db.select().from(eidLogins).where(eq(eidLogins.orderRef, login.body.orderRef));
  return row!.endUserIp;
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let server: EidTestServer;
  beforeAll(async () => {
    server = await startEidApi({ trustProxy: '1', rateLimits: { loginPerMinute: 3 } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('takes the address the proxy appended, not one the client wrote before it', async () => {
    expect(await endUserIpOf(server, { 'x-forwarded-for': `203.0.113.66, ${CLIENT}` })).toBe(CLIENT);
  });

  it('counts an IPv6 client that moves within its /64 network as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const answer = await server.browser().post('/api/v1/auth/login', {}, { 'x-forwarded-for': `2001:db8:66:1::${i}` });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // The next /64 is another client.
    expect((await server.browser().post('/api/v1/auth/login', {}, { 'x-forwarded-for': '2001:db8:66:2::1' })).status).toBe(200);
  });

  it('counts a client that forges a new address on every login as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const answer = await server.browser().post('/api/v1/auth/login', {}, { 'x-forwarded-for': `10.66.0.${i}, 192.0.2.44` });
      statuses.push(answer.status);
    }
    // The limit of 3 a minute holds for this client, whatever it wrote at the left.
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await server.browser().post('/api/v1/auth/login', {}, { 'x-forwarded-for': '192.0.2.45' })).status).toBe(200);
  });

  it('believes the protocol the proxy wrote, not one the client wrote before it', async () => {
    const forged = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'https, http' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
    const real = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'http, https' } });
    expect(real.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });
});

describe('TRUST_PROXY with two hops or with addresses', () => {
  /** Fastify as the server builds it, over HTTP: what it takes for the client's address and protocol. */
  async function seen(value: string, headers: Record<string, string>) {
    const trust = readTrustProxy(value)!;
    const app = Fastify({ trustProxy: trust.trusts });
    app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol, https: isHttps(request.raw, trust) }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      return (await (await fetch(url, { headers })).json()) as { ip: string; protocol: string; https: boolean };
    } finally {
      await app.close();
    }
  }

  it('TRUST_PROXY=2 reads past the second proxy and no further', async () => {
    expect(await seen('2', { 'x-forwarded-for': `203.0.113.66, ${CLIENT}, 10.0.0.2` })).toMatchObject({ ip: CLIENT });
    expect(await seen('2', { 'x-forwarded-for': CLIENT })).toMatchObject({ ip: CLIENT });
  });

  it('an address list trusts only proxies at those addresses', async () => {
    // 127.0.0.1 (the peer) and 10.0.0.2 are proxies; the first other address from the right is the client.
    const trusted = await seen('10.0.0.0/8, 127.0.0.1', { 'x-forwarded-for': `203.0.113.66, ${CLIENT}, 10.0.0.2`, 'x-forwarded-proto': 'https' });
    expect(trusted).toEqual({ ip: CLIENT, protocol: 'https', https: true });
    // The peer is not the configured proxy: nothing it forwards is believed.
    const elsewhere = await seen('10.1.2.3', { 'x-forwarded-for': CLIENT, 'x-forwarded-proto': 'https' });
    expect(elsewhere).toEqual({ ip: '127.0.0.1', protocol: 'http', https: false });
  });
});

describe('reading TRUST_PROXY', () => {
  const read = (value: string | undefined) => readConfig({ TRUST_PROXY: value } as unknown as NodeJS.ProcessEnv).trustProxy;

  it('is off when unset, empty, 0 or false', () => {
    for (const value of [undefined, '', '0', 'false']) expect(read(value), String(value)).toBeUndefined();
  });

  it('takes a hop count or addresses and ranges, the named ones too', () => {
    expect(read('1')?.setting).toEqual({ hops: 1 });
    expect(read(' 10.0.0.1, 192.168.0.0/16 ,::1')?.setting).toEqual({ addresses: ['10.0.0.1', '192.168.0.0/16', '::1'] });
    const local = read('loopback')!;
    expect(local.trusts('127.0.0.1', 0)).toBe(true);
    expect(local.trusts('::ffff:127.0.0.1', 0)).toBe(true);
    expect(local.trusts('::1', 0)).toBe(true);
    expect(local.trusts('10.0.0.1', 0)).toBe(false);
    expect(local.trusts('not an address', 0)).toBe(false);
  });

  it('refuses to start with `true` (every hop: the left-most address, which any client writes) or what does not parse', () => {
    for (const value of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1/8/2', '99']) {
      expect(() => read(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
