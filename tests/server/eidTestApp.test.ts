import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCustomers, testIdentities } from '../../content/shared/customers';
import { ssnLuhnValid } from '../../api/validators/personnummer';
import { TEST_APP_JS } from '../../server/eid/testAppPage';
import { startEidApi, type EidTestServer } from './eidHelpers';
import { ssnSchema } from '../../api/validators/schemas';

/** The simulator's test app page (the phone) and the seeded test identities it offers. */

let server: EidTestServer;
beforeAll(async () => {
  server = await startEidApi();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const page = async (query = '') => {
  const response = await fetch(`${server.url}/eid-simulator${query}`);
  return { response, html: await response.text() };
};

describe('test app page', () => {
  it('is a Swedish page by default with its own strict CSP and every test identity', async () => {
    const { response, html } = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain(`default-src 'none'`);
    expect(csp).toContain(`script-src 'self'`);
    expect(csp).toContain(`frame-ancestors 'none'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('BankID-simulatorn');
    for (const identity of testIdentities) {
      expect(html).toContain(identity.personalNumber);
      expect(html).toContain(`${identity.givenName} ${identity.surname}`);
      expect(html).toContain(identity.description.sv);
    }
    // Only data blocks inline: every executable script comes from this origin.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.every((attributes) => /src="\/eid-simulator\/app\.js"/.test(attributes) || /type="application\/json"/.test(attributes))).toBe(true);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('labels every field', async () => {
    const { html } = await page();
    const ids = [...html.matchAll(/<(?:input|textarea)\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(testIdentities.length);
    for (const id of ids) expect(html, id).toContain(`<label for="${id}"`);
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('<legend>');
  });

  it('speaks English with ?lang=en and keeps the autostart token and a same-origin return path', async () => {
    const { html } = await page('?lang=en&autostarttoken=1f2e3d4c-0000-4000-8000-000000000000&redirect=%2Fmina-sidor');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('The BankID simulator');
    expect(html).toContain(testIdentities[0]!.description.en);
    expect(html).toContain('value="1f2e3d4c-0000-4000-8000-000000000000"');
    expect(html).toContain('href="/mina-sidor"');
    expect(html).toContain('href="/eid-simulator?lang=sv&amp;autostarttoken=1f2e3d4c-0000-4000-8000-000000000000&amp;redirect=%2Fmina-sidor"');
  });

  it('reflects nothing it does not trust', async () => {
    const { html } = await page('?autostarttoken=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&redirect=%2F%2Fevil.example');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('evil.example');
  });

  it('returns only to a same-origin path, as a browser reads the address', async () => {
    // Browsers drop tabs and newlines from a URL, read a backslash as a slash and resolve dot segments: each of these is //evil.example.
    for (const redirect of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\\evil.example', '/\t\\evil.example', 'https://evil.example/', '/.//evil.example', '/a/..//evil.example', '/%2F/evil.example']) {
      const { html } = await page(`?redirect=${encodeURIComponent(redirect)}`);
      expect(html, JSON.stringify(redirect)).not.toContain('evil.example');
      expect(html, JSON.stringify(redirect)).toContain('id="return-link" href="/"');
    }
    const { html } = await page(`?redirect=${encodeURIComponent('/mina-sidor/bokningar?flik=1#kommande')}`);
    expect(html).toContain('id="return-link" href="/mina-sidor/bokningar?flik=1#kommande"');
    // A path with dot segments is no path of ours to normalise: the test app goes home instead.
    expect((await page(`?redirect=${encodeURIComponent('/mina-sidor/../bokningar')}`)).html).toContain('id="return-link" href="/"');
  });

  it('serves its script and stylesheet, and JSON endpoints under the API CSP', async () => {
    const script = await fetch(`${server.url}/eid-simulator/app.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await script.text();
    expect(source).toBe(TEST_APP_JS);
    expect(() => new Function(TEST_APP_JS)).not.toThrow();
    const style = await fetch(`${server.url}/eid-simulator/app.css`);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
    const identities = await fetch(`${server.url}/eid-simulator/api/identities`);
    expect(identities.headers.get('content-security-policy')).toBe(`default-src 'none'; frame-ancestors 'none'`);
    const body = (await identities.json()) as { identities: { personalNumber: string; kind: string }[] };
    expect(body.identities.map((identity) => identity.personalNumber)).toEqual(testIdentities.map((identity) => identity.personalNumber));
  });

  it('refuses state-changing calls from another origin', async () => {
    const response = await fetch(`${server.url}/eid-simulator/api/scan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ qr: 'bankid.x.0.y' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('seeded test identities', () => {
  it('use only test personal numbers (birth numbers 980–999) that pass the Luhn check', () => {
    for (const identity of testIdentities) {
      expect(ssnSchema.safeParse(identity.personalNumber).success, identity.personalNumber).toBe(true);
      expect(ssnLuhnValid(identity.personalNumber)).toBe(true);
      expect(Number(identity.personalNumber.slice(9, 12)), identity.personalNumber).toBeGreaterThanOrEqual(980);
    }
    expect(new Set(testIdentities.map((identity) => identity.personalNumber)).size).toBe(testIdentities.length);
  });

  it('cover a plain customer, several accounts, two postal codes and people who are no customers', () => {
    const kinds = new Set(testIdentities.map((identity) => identity.kind));
    for (const kind of ['customer', 'severalAccounts', 'twoPostalCodes', 'newCustomer', 'blockedBankId'] as const) expect(kinds.has(kind)).toBe(true);
    const identityNumbers = new Set(testIdentities.map((identity) => identity.personalNumber));
    const customerNumbers = new Set(testCustomers.flatMap((customer) => (customer.ssn ? [customer.ssn] : [])));
    for (const customer of testCustomers) {
      if (customer.ssn) expect(identityNumbers.has(customer.ssn)).toBe(true);
      for (const access of customer.access) expect(identityNumbers.has(access.personSsn)).toBe(true);
    }
    for (const identity of testIdentities.filter((entry) => entry.kind === 'newCustomer')) {
      expect(customerNumbers.has(identity.personalNumber)).toBe(false);
    }
    const maja = testCustomers.find((customer) => customer.id === 'cust-maja-holm')!;
    expect(new Set(maja.addresses.map((address) => address.zipCode)).size).toBe(2);
  });
});
