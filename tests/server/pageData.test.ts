import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSettings } from '../../api/pageSettings';
import { SERVICE_IDS } from '../../api/products';
import { startApi, type TestApi } from './helpers';

/**
 * The pages' server-side data (`api/pageData.ts`), as the server publishes
 * it: what the API answers, as plain data a page may carry in its props,
 * and nothing for what the API would refuse.
 */

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const data = () => pageSettings().data;

describe('page data', () => {
  it('answers a page as the API does, as plain JSON data', async () => {
    const page = await data().entry('en', 'services', null);
    const answered = await api.json('/v1/content/entry?slug=services&lang=en');
    expect(answered.status).toBe(200);
    expect(page).toEqual(answered.body);
    // Nothing a page's props could not carry: what goes through JSON unchanged.
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
  });

  it('answers nothing for a slug, path or id the API refuses, and for what does not exist', async () => {
    expect(await data().entry('sv', 'x'.repeat(5_000), null)).toBeNull();
    expect(await data().entry('sv', 'no-such-page', null)).toBeNull();
    expect(await data().entryPath('sv', '', null)).toBeNull();
    expect(await data().redirection(`/${'a'.repeat(3_000)}`)).toBeNull();
    expect(await data().redirection('/no-such-path')).toBeNull();
    expect(await data().service('sv', 1)).toBeNull();
  });

  it('names a product’s service, and the shell’s menus and company details, in each language', async () => {
    const [sv, en] = await Promise.all([data().service('sv', SERVICE_IDS.windowCleaning), data().service('en', SERVICE_IDS.windowCleaning)]);
    expect(sv?.productId).toBe(SERVICE_IDS.windowCleaning);
    expect(sv?.title).not.toBe(en?.title);
    expect(Object.keys(await data().menus('en')).sort()).toEqual(['footer', 'footerExtras', 'header']);
    expect((await data().webConfig('sv'))?.company.name).toBeTruthy();
  });

  it('says where a product is offered: anywhere in its region’s ranges, and not where the region lacks it, nor at a code no address has', async () => {
    expect(await data().offeredAt(SERVICE_IDS.windowCleaning, '11122')).toBe('offered');
    expect(await data().offeredAt(SERVICE_IDS.windowCleaning, '72211')).toBe('offered');
    // Västerås has the cleaning services only; Kiruna is no region of ours.
    expect(await data().offeredAt(SERVICE_IDS.generalHandyman, '72211')).toBe('notOffered');
    expect(await data().offeredAt(SERVICE_IDS.windowCleaning, '98132')).toBe('notOffered');
    expect(await data().offeredAt(SERVICE_IDS.windowCleaning, '99999')).toBe('noSuchCode');
  });

  it('finds the partner of a landing link’s campaign code, in any case, only for a product the partner offers', async () => {
    expect(await data().campaignPartner('nordlund26', SERVICE_IDS.weeklyCleaning)).toEqual({ id: 'nordlund-bygg', name: 'Nordlund Bygg AB', campaignCode: 'NORDLUND26', discountPerHour: 5_000 });
    expect(await data().campaignPartner(' HEMVIST ', SERVICE_IDS.weeklyCleaning)).toMatchObject({ id: 'hemvist-fastigheter' });
    // Hemvist offers weekly cleaning with a home visit only; no partner offers window cleaning.
    expect(await data().campaignPartner('HEMVIST', SERVICE_IDS.weeklyCleaningDirect)).toBeNull();
    expect(await data().campaignPartner('NORDLUND26', SERVICE_IDS.windowCleaning)).toBeNull();
    expect(await data().campaignPartner('NOSUCHCODE', SERVICE_IDS.weeklyCleaning)).toBeNull();
    expect(await data().campaignPartner('X'.repeat(51), SERVICE_IDS.weeklyCleaning)).toBeNull();
  });

  it('takes only a live editor’s token for one, and holds nothing for a token that is no live session', async () => {
    expect(await data().isEditor(await api.directoryToken(['editor']))).toBe(true);
    expect(await data().isEditor(await api.directoryToken(['staff']))).toBe(false);
    expect(await data().isEditor('forged')).toBe(false);
    expect(await data().customerHoldings('forged', 'sv')).toBeNull();
    expect(await data().customerHoldings('s'.repeat(43), 'sv')).toBeNull();
    expect(await data().sessionLive('forged')).toBe(false);
    expect(await data().sessionLive('s'.repeat(43))).toBe(false);
  });
});
