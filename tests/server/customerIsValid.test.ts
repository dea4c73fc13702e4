import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IS_VALID_PER_ADDRESS_PER_MINUTE, IS_VALID_PER_PERSON_PER_MINUTE } from '../../server/api/customerIsValid';
import type { AuditEntry } from '../../server/http/audit';
import { logIn, startEidApi, withSession, type Browser, type EidTestServer } from './eidHelpers';
import { ELLA, GUSTAV, LEO, MAJA, OSKAR, PER } from './people';

/**
 * `POST /v1/customer/is-valid` over real HTTP: what a logged-in customer may
 * learn about a personal number, how often, and the audit trail it leaves.
 */

/** Every server here trusts one proxy hop, so each test calls from its own client address (`X-Forwarded-For`). */
async function start(into: AuditEntry[]) {
  return startEidApi({ trustProxy: true, audit: (entry) => into.push(entry) });
}

/** A logged-in person and their is-valid calls from client address `ip`. */
async function customer(running: EidTestServer, ssn: string, ip: string) {
  const browser: Browser = running.browser();
  const { sessionToken } = await logIn(running, browser, ssn);
  return {
    sessionToken: sessionToken as string,
    check: (asked: string) =>
      browser.post('/api/v1/customer/is-valid', { ssn: asked }, { ...withSession(sessionToken), 'X-Forwarded-For': ip }),
  };
}

describe('is-valid', () => {
  let server: EidTestServer;
  const audit: AuditEntry[] = [];
  beforeAll(async () => {
    server = await start(audit);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  const entriesFrom = (ip: string) => audit.filter((entry) => entry.ip === ip);

  it('tells a customer the whole answer about their own number only; about others just what the number says', async () => {
    const oskar = await customer(server, OSKAR, '203.0.113.1');
    const answers = async (...numbers: string[]) => Promise.all(numbers.map(async (ssn) => (await oskar.check(ssn)).body));
    // A customer, a protected identity and someone who is no customer look the same to another person.
    const [maja, per, leo, own] = await answers(MAJA, PER, LEO, OSKAR);
    expect(maja).toEqual({ valid: true });
    expect(per).toEqual(maja);
    expect(leo).toEqual(maja);
    expect(own).toEqual({ valid: true });
    // Age is in the number itself: anyone holding it knows.
    expect((await oskar.check(ELLA)).body).toEqual({ valid: false, reason: 'underage' });

    // Per may learn about himself, however he writes his number.
    const perself = await customer(server, PER, '203.0.113.1');
    expect((await perself.check(PER)).body).toEqual({ valid: false, reason: 'protectedIdentity' });
    expect((await perself.check('550101-9995')).body).toEqual({ valid: false, reason: 'protectedIdentity' });
  }, 60_000);

  it('needs a session', async () => {
    const answer = await server.browser().post('/api/v1/customer/is-valid', { ssn: PER }, { 'X-Forwarded-For': '203.0.113.2' });
    expect(answer.status).toBe(401);
    expect(entriesFrom('203.0.113.2')).toEqual([]);
  });

  it('writes the id the client gave its call, when it is one the site’s client would give, and its own otherwise', async () => {
    const ip = '203.0.113.9';
    const maja = await customer(server, MAJA, ip);
    const browser = server.browser();
    const ask = (requestId: string) =>
      browser.post('/api/v1/customer/is-valid', { ssn: PER }, { ...withSession(maja.sessionToken), 'X-Forwarded-For': ip, 'X-RequestId': requestId });
    const given = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
    await ask(given);
    await ask('req-1 {"audit":true}');
    await ask('3f2504e0-4f89-41d3-9a0c-0305e82c3301x');
    const [first, second, third] = entriesFrom(ip).map((entry) => entry.requestId);
    expect(first).toBe(given.toLowerCase());
    for (const own of [second, third]) expect(own).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set([first, second, third]).size).toBe(3);
  });

  it('writes who asked about which number, masked, from where and when, and what was answered', async () => {
    const ip = '203.0.113.3';
    const maja = await customer(server, MAJA, ip);
    await maja.check(PER);
    await maja.check(MAJA);
    expect(entriesFrom(ip)).toEqual([
      {
        event: 'customer.isValid',
        at: new Date(server.clock.now()).toISOString(),
        ip,
        requestId: expect.any(String),
        customerId: 'cust-maja-holm',
        ssn: '19550101-****',
        own: false,
        answer: { valid: true },
      },
      expect.objectContaining({ customerId: 'cust-maja-holm', ssn: '19860923-****', own: true, answer: { valid: true } }),
    ]);
    // No full personal number, with or without century or dash, anywhere in the trail.
    const trail = JSON.stringify(audit);
    for (const ssn of [OSKAR, MAJA, PER, LEO, ELLA]) {
      const digits = ssn.replace('-', '');
      for (const form of [ssn, digits, ssn.slice(2), digits.slice(2)]) expect(trail).not.toContain(form);
    }
  }, 60_000);

  it('is limited per person, over all their sessions', async () => {
    const ip = '203.0.113.4';
    const first = await customer(server, GUSTAV, ip);
    for (let i = 0; i < IS_VALID_PER_PERSON_PER_MINUTE; i += 1) expect((await first.check(MAJA)).status).toBe(200);
    const refused = await first.check(MAJA);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: expect.any(String) });
    // A second login of the same person shares the budget, from another address too.
    const second = await customer(server, GUSTAV, '203.0.113.5');
    expect((await second.check(MAJA)).status).toBe(429);
    // Someone else at the same address has their own.
    const oskar = await customer(server, OSKAR, ip);
    expect((await oskar.check(GUSTAV)).status).toBe(200);
    expect(audit.filter((entry) => entry.event === 'customer.isValid.refused')).toEqual([
      expect.objectContaining({ limit: 'person', customerId: 'cust-gustav-berg', ip }),
      expect.objectContaining({ limit: 'person', customerId: 'cust-gustav-berg', ip: '203.0.113.5' }),
    ]);
  }, 60_000);
});

describe('is-valid from one client address', () => {
  let server: EidTestServer;
  const audit: AuditEntry[] = [];
  beforeAll(async () => {
    server = await start(audit);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is limited over all the people behind it', async () => {
    const ip = '198.51.100.7';
    const people = await Promise.all([OSKAR, GUSTAV, MAJA, PER].map((ssn) => customer(server, ssn, ip)));
    let made = 0;
    // Spread so that no one person reaches their own limit.
    for (const person of people) {
      for (let i = 0; i < IS_VALID_PER_PERSON_PER_MINUTE - 2 && made < IS_VALID_PER_ADDRESS_PER_MINUTE; i += 1, made += 1) {
        expect((await person.check(LEO)).status).toBe(200);
      }
    }
    expect(made).toBe(IS_VALID_PER_ADDRESS_PER_MINUTE);
    expect((await people.at(-1)!.check(LEO)).status).toBe(429);
    expect(audit.at(-1)).toEqual({ event: 'customer.isValid.refused', at: expect.any(String), ip, requestId: expect.any(String), limit: 'address' });
  }, 60_000);
});
