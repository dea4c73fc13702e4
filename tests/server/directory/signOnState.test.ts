import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_CALLBACK_PATH, DIRECTORY_SIGN_ON_PATH } from '../../../api/contract/directory';
import { directorySignOns, directoryTokens } from '../../../server/db/schema';
import { FakeClock } from '../eidHelpers';
import { fieldsOf, startApi, type TestApi } from '../helpers';
import { FakeIssuer } from './fakeIssuer';
import { fragmentOf, SignOnBrowser } from './support';

/**
 * What keeps a sign-on to the browser that began it, once, within ten
 * minutes, and on our own site: the state's cookie binding, its single use,
 * its age, and the return path.
 */

const issuer = new FakeIssuer();
const clock = new FakeClock();
let api: TestApi;
let host: string;

beforeAll(async () => {
  await issuer.start();
  api = await startApi('memory://', { clock, env: issuer.env() });
  host = new URL(api.url).host;
}, 60_000);
afterAll(async () => {
  await api?.close();
  await issuer.close();
});

const tokensIssued = async () => (await api.database.db.select({ n: count() }).from(directoryTokens))[0]!.n;

/** A sign-on begun in `browser` and answered by the directory with a good code: the callback address, not yet opened. */
async function begin(browser: SignOnBrowser, redirect = '/staff'): Promise<string> {
  const start = await browser.fetch(`${api.url}${DIRECTORY_SIGN_ON_PATH}?redirect=${encodeURIComponent(redirect)}`);
  expect(start.status).toBe(302);
  const authorizationUrl = new URL(start.headers.get('location')!);
  const code = issuer.issueCode(authorizationUrl);
  return `${api.url}${DIRECTORY_CALLBACK_PATH}?${new URLSearchParams({ code, state: authorizationUrl.searchParams.get('state')! })}`;
}

const landing = async (browser: SignOnBrowser, callback: string) => {
  const answer = await browser.fetch(callback);
  expect(answer.status).toBe(302);
  return answer.headers.get('location')!;
};

describe('the state of a sign-on', () => {
  it('is used once: the same callback again signs nobody on', async () => {
    const browser = new SignOnBrowser();
    const callback = await begin(browser);
    expect(fragmentOf(await landing(browser, callback)).access_token).toBeTruthy();
    const before = await tokensIssued();
    expect(await landing(browser, callback)).toBe(`${api.url}/#error=access_denied`);
    expect(await tokensIssued()).toBe(before);
  });

  it('needs the cookie of the browser that began it; a callback without it (or with another browser’s) neither signs on nor spends the sign-on', async () => {
    const browser = new SignOnBrowser();
    const callback = await begin(browser);
    const stranger = new SignOnBrowser();
    expect(await landing(stranger, callback)).toBe(`${api.url}/#error=access_denied`);
    await begin(stranger);
    expect(await landing(stranger, callback)).toBe(`${api.url}/#error=access_denied`);
    expect(stranger.cookie(host, 'directoryToken')).toBeUndefined();
    // The browser that began it still can.
    expect(fragmentOf(await landing(browser, callback)).access_token).toBeTruthy();
  });

  it('lets one browser have two sign-ons under way (two tabs)', async () => {
    const browser = new SignOnBrowser();
    const first = await begin(browser, '/staff/one');
    const second = await begin(browser, '/staff/two');
    expect((await landing(browser, second)).startsWith(`${api.url}/staff/two#access_token=`)).toBe(true);
    expect((await landing(browser, first)).startsWith(`${api.url}/staff/one#access_token=`)).toBe(true);
  });

  it('ends ten minutes after it began', async () => {
    const browser = new SignOnBrowser();
    const callback = await begin(browser);
    clock.advance(10 * 60 * 1000 + 1000);
    expect(await landing(browser, callback)).toBe(`${api.url}/#error=access_denied`);
  });

  it('refuses an unknown or missing state', async () => {
    const browser = new SignOnBrowser();
    await begin(browser);
    expect(await landing(browser, `${api.url}${DIRECTORY_CALLBACK_PATH}?code=abc&state=made-up`)).toBe(`${api.url}/#error=access_denied`);
    expect(await landing(browser, `${api.url}${DIRECTORY_CALLBACK_PATH}?code=abc`)).toBe(`${api.url}/#error=access_denied`);
    expect(await landing(browser, `${api.url}${DIRECTORY_CALLBACK_PATH}`)).toBe(`${api.url}/#error=access_denied`);
  });

  it('keeps no sign-on row longer than it may be used', async () => {
    await begin(new SignOnBrowser());
    clock.advance(11 * 60 * 1000);
    // The next sign-on sweeps the ones that were never finished.
    await begin(new SignOnBrowser());
    const [{ n }] = await api.database.db.select({ n: count() }).from(directorySignOns);
    expect(n).toBe(1);
  });
});

describe('the return path', () => {
  it.each([
    ['//evil.example/staff'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/.//evil.example'],
    ['/en//evil.example'],
    ['/%2F%2Fevil.example'],
    ['/a/../../evil.example'],
    ['staff'],
    ['javascript:alert(1)'],
    [`/${'a'.repeat(2001)}`],
  ])('refuses %j with 400 and sends the browser nowhere', async (redirect) => {
    const browser = new SignOnBrowser();
    const answer = await browser.fetch(`${api.url}${DIRECTORY_SIGN_ON_PATH}?redirect=${encodeURIComponent(redirect)}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(fieldsOf(await answer.json())).toEqual(['query.redirect']);
    expect(browser.cookie(host, 'directorySignOn')).toBeUndefined();
  });

  it('refuses a return path given twice', async () => {
    const answer = await fetch(`${api.url}${DIRECTORY_SIGN_ON_PATH}?redirect=/a&redirect=/b`, { redirect: 'manual' });
    expect(answer.status).toBe(400);
  });

  it('keeps the path and query but not a fragment, which is where the token goes', async () => {
    const browser = new SignOnBrowser();
    const landed = await landing(browser, await begin(browser, '/en/staff?customer=1#top'));
    expect(landed.split('#')[0]).toBe(`${api.url}/en/staff?customer=1`);
    expect(Object.keys(fragmentOf(landed)).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
  });

  it('is the home page when none is given', async () => {
    const browser = new SignOnBrowser();
    const start = await browser.fetch(`${api.url}${DIRECTORY_SIGN_ON_PATH}`);
    const authorizationUrl = new URL(start.headers.get('location')!);
    const code = issuer.issueCode(authorizationUrl);
    const landed = await landing(browser, `${api.url}${DIRECTORY_CALLBACK_PATH}?${new URLSearchParams({ code, state: authorizationUrl.searchParams.get('state')! })}`);
    expect(landed.startsWith(`${api.url}/#access_token=`)).toBe(true);
  });
});
