import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_REFUSALS } from '../../api/contract/requestRefusals';
import { company } from '../../content/shared/site';
import { bookings, partnerApplications } from '../../server/db/schema';
import { systemClock } from '../../server/clock';
import { createPartnerApplications, PARTNER_APPLICATIONS_PER_HOUR, PARTNER_TOO_MANY_APPLICATIONS } from '../../server/domain/partners';
import { OutboxError } from '../../server/domain/outbox';
import { newestMessages } from '../../server/domain/outbox/store';
import { Refusal } from '../../server/domain/refusal';
import { redactedUrl } from '../../server/http/logRedaction';
import { fieldsOf, postJson, startApi, type TestApi } from './helpers';

/**
 * The partner calls over real HTTP: a partner and its terms, the
 * home-cleaning configuration with them, applications to sales (stored,
 * mailed, limited per client), the home-cleaning booking that names a
 * partner, and a personal number in a query kept out of the server log.
 */

let api: TestApi;
const logLines: string[] = [];
beforeAll(async () => {
  api = await startApi('memory://', { env: { TRUST_PROXY: '1', LOG_LEVEL: 'info' }, logStream: { write: (line) => void logLines.push(line) } });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const notSupported = (field: string) => [{ field, message: REQUEST_REFUSALS.notSupported }];
const config = (query: string, body: unknown = {}) => api.json(`/v2/partner/booking/home-cleaning/config?${query}`, postJson(body));

describe('GET /v1/partner', () => {
  it('answers a seeded partner with its products and campaign code', async () => {
    const answer = await api.json('/v1/partner?id=nordlund-bygg');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: 'nordlund-bygg', name: 'Nordlund Bygg AB', products: [303001, 302047], campaignCode: 'NORDLUND26' });
    expect((await api.json('/v1/partner?id=hemvist-fastigheter')).body).toMatchObject({ name: 'Hemvist Fastigheter', products: [303001], campaignCode: 'HEMVIST' });
  });

  it('answers 404 for an unknown partner and 400 without an id', async () => {
    expect((await api.json('/v1/partner?id=okand-partner')).status).toBe(404);
    const missing = await api.json('/v1/partner');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['query.id']);
  });

  it('refuses the partner’s session id rather than ignoring it', async () => {
    const answer = await api.json('/v1/partner?id=nordlund-bygg&sessionId=abc123');
    expect(answer).toMatchObject({ status: 400, body: notSupported('query.sessionId') });
  });
});

describe('POST /v2/partner/booking/home-cleaning/config', () => {
  it('answers the home-cleaning configuration with the partner’s terms, by the partner’s name or id', async () => {
    const plain = await api.json('/v2/booking/home-cleaning/config?zipCode=11120');
    const answer = await config('partnerName=Nordlund%20Bygg%20AB&areaCode=11120', { employeeId: 'E-1042', department: 'Montage' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...plain.body, partnerName: 'Nordlund Bygg AB', campaignCode: 'NORDLUND26', discountPerHour: 5_000 });
    expect(answer.body).toMatchObject({ available: true, city: 'Stockholm' });
    // The partner's code in any case, the partner by its id.
    const byId = await config('partnerName=hemvist-fastigheter&areaCode=111%2020&campaignCode=hemvist');
    expect(byId.body).toMatchObject({ partnerName: 'Hemvist Fastigheter', campaignCode: 'HEMVIST', discountPerHour: 3_000, zipCode: '11120' });
  });

  it('answers an area not served as the site’s configuration does', async () => {
    const answer = await config('partnerName=nordlund-bygg&areaCode=99999');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ available: false, partnerName: 'Nordlund Bygg AB' });
  });

  it('answers 404 for an unknown partner and 400 on another partner’s campaign code', async () => {
    expect((await config('partnerName=Okänd%20Partner%20AB&areaCode=11120')).status).toBe(404);
    const wrong = await config('partnerName=hemvist-fastigheter&areaCode=11120&campaignCode=NORDLUND26');
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual(['query.campaignCode']);
  });

  it('refuses a personal number as not supported, and partner data the contract does not take', async () => {
    expect(await config('partnerName=nordlund-bygg&areaCode=11120&ssn=19860923-9846')).toMatchObject({ status: 400, body: notSupported('query.ssn') });
    const nested = await config('partnerName=nordlund-bygg&areaCode=11120', { employee: { id: 1 } });
    expect(nested.status).toBe(400);
    expect(fieldsOf(nested.body)[0]).toMatch(/^body/);
  });

  it('never writes the personal number to the server log, however the parameter is spelled', async () => {
    logLines.length = 0;
    for (const query of ['ssn=198609239846', 'ssn=19860923-9846', '%73sn=8609239846', 'SSN=198609239846']) {
      await config(`partnerName=nordlund-bygg&areaCode=11120&${query}`);
    }
    const log = logLines.join('');
    // The requests were logged, with their URLs.
    expect(log).toContain('/api/v2/partner/booking/home-cleaning/config?partnerName=nordlund-bygg&areaCode=11120&ssn=[redacted]');
    for (const digits of ['198609239846', '19860923-9846', '8609239846']) expect(log).not.toContain(digits);
  });

  it('redacts only the secret parameter and leaves other URLs as they are', () => {
    expect(redactedUrl('/api/x?a=1&ssn=198609239846&b=2')).toBe('/api/x?a=1&ssn=[redacted]&b=2');
    expect(redactedUrl('/api/x?a=%20ssn&b')).toBe('/api/x?a=%20ssn&b');
    expect(redactedUrl('/api/x?Ssn+=19860923-9846')).toBe('/api/x?Ssn+=[redacted]');
    expect(redactedUrl('/api/x')).toBe('/api/x');
  });
});

describe('applications to sales', () => {
  const application = (companyName: string) => ({
    companyName,
    orgNumber: '559901-0005',
    contactName: 'Lena Nordlund',
    email: 'lena.nordlund@nordlund-bygg.example',
    phone: '070-174 06 20',
    message: 'Vi vill erbjuda hemstädning till våra anställda.',
  });
  const post = (path: string, body: unknown, ip: string) => api.json(path, postJson(body, { 'X-Forwarded-For': ip }));
  const salesMail = () => newestMessages(api.database.db, company.businessEmail);
  const stored = (companyName: string) => api.database.db.select().from(partnerApplications).where(eq(partnerApplications.companyName, companyName));

  it('stores an application to become a partner and mails it to sales', async () => {
    const answer = await post('/v1/partner/new', { ...application('Hemvist Fastigheter'), website: 'www.hemvist.example' }, '198.51.100.40');
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await stored('Hemvist Fastigheter');
    expect(row).toMatchObject({ kind: 'partner', orgNumber: '559901-0005', website: 'www.hemvist.example', phone: '+46 70 174 06 20', locale: 'sv' });
    const [mail] = await salesMail();
    expect(mail!.subject).toBe('Partneransökan: Hemvist Fastigheter');
    expect(mail!.body).toContain('Webbplats: www.hemvist.example');
    expect(mail!.body).toContain('E-post: lena.nordlund@nordlund-bygg.example');
    expect(mail!.body).toContain('Vi vill erbjuda hemstädning');
  });

  it('stores an employer’s interest in an employee benefit and mails it to sales', async () => {
    const answer = await post('/v1/partner/employee-benefits?lang=en', { ...application('Nordlund Bygg AB'), employees: '120' }, '198.51.100.41');
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await stored('Nordlund Bygg AB');
    expect(row).toMatchObject({ kind: 'employeeBenefits', employees: 120, website: null, locale: 'en' });
    const [mail] = await salesMail();
    expect(mail!.subject).toBe('Intresse för personalförmån: Nordlund Bygg AB');
    expect(mail!.body).toContain('Antal anställda: 120');
    expect(mail!.body).toContain('Språk: engelska');
  });

  it('refuses a website that is no address and a wrong organisation number, and keeps and sends nothing', async () => {
    const before = (await salesMail()).length;
    const answer = await post('/v1/partner/new', { ...application('Fel Uppgifter AB'), orgNumber: '559901-0006', website: 'inte en adress' }, '198.51.100.42');
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body).sort()).toEqual(['body.orgNumber', 'body.website']);
    const noEmployees = await post('/v1/partner/employee-benefits', { ...application('Fel Uppgifter AB'), employees: 0 }, '198.51.100.42');
    expect(fieldsOf(noEmployees.body)).toEqual(['body.employees']);
    expect(await stored('Fel Uppgifter AB')).toEqual([]);
    expect((await salesMail()).length).toBe(before);
  });

  it('takes a few applications an hour from one client, both kinds together, then refuses (429) and keeps and sends nothing', async () => {
    const ip = '198.51.100.43';
    for (let n = 0; n < PARTNER_APPLICATIONS_PER_HOUR; n++) {
      const path = n % 2 === 0 ? '/v1/partner/new' : '/v1/partner/employee-benefits';
      expect((await post(path, { ...application(`Gränsbolaget ${n} AB`), employees: 10 }, ip)).status).toBe(200);
    }
    const before = (await salesMail()).length;
    const refused = await post('/v1/partner/employee-benefits', { ...application('Ett för mycket AB'), employees: 10 }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(PARTNER_TOO_MANY_APPLICATIONS);
    expect(await stored('Ett för mycket AB')).toEqual([]);
    expect((await salesMail()).length).toBe(before);
    // Another client is not held up.
    expect((await post('/v1/partner/new', application('Annan klient AB'), '198.51.100.44')).status).toBe(200);
  });

  it('keeps nothing when sales could not be mailed, and asks the sender to try again', async () => {
    const failing = { development: false, send: () => Promise.reject(new OutboxError('unreachable', 'mail server down')) };
    const applications = createPartnerApplications(api.database.db, failing, systemClock);
    const refused = applications.apply('198.51.100.45', application('Otur med posten AB'), 'sv');
    await expect(refused).rejects.toBeInstanceOf(Refusal);
    await expect(refused).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await stored('Otur med posten AB')).toEqual([]);
  });
});

describe('a home cleaning booked through a partner', () => {
  const contact = { firstName: 'Test', lastName: 'Person', email: 'test.person@kund.example', phone: '070-174 06 10' };
  const book = async (extra: Record<string, unknown>, flow = 'rfp') => {
    const calendar = await api.json(`/v2/booking/home-cleaning/availability?zipCode=11120&flow=${flow}`);
    const body = {
      configurationForm: { livingArea: 80, frequency: 'weekly', hours: 3 },
      address: { street: 'Drottninggatan 50', zipCode: '11120', city: 'Stockholm' },
      contact,
      startTime: calendar.body.firstAvailable,
      zipCode: '11120',
      flow,
      ...extra,
    };
    return api.json('/v2/booking/home-cleaning', postJson(body, { 'Idempotency-Key': randomUUID() }));
  };
  const countBookings = async () => (await api.database.db.select().from(bookings)).length;

  it('keeps the partner as we know it (id and name) and the partner’s data, however the name was written', async () => {
    const answer = await book({ partnerName: ' nordlund bygg ab ', partnerData: { employeeId: 'E-1042', benefit: true } });
    expect(answer.status).toBe(200);
    const [row] = await api.database.db.select().from(bookings).where(eq(bookings.id, answer.body.bookingId));
    expect(row!.contact).toMatchObject({ partner: { id: 'nordlund-bygg', name: 'Nordlund Bygg AB' }, partnerData: { employeeId: 'E-1042', benefit: true } });
    expect(row!.contact).not.toHaveProperty('partnerName');
    // No campaign code, no campaign discount.
    expect((row!.contact as { partner: object }).partner).not.toHaveProperty('discountPerHour');
  });

  it('keeps the partner’s discount per hour with a home visit, and says it in the confirmation, to be taken off at the visit', async () => {
    const answer = await book({ partnerName: 'nordlund-bygg', partnerData: { campaignCode: 'NORDLUND26' } });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('price');
    const [row] = await api.database.db.select().from(bookings).where(eq(bookings.id, answer.body.bookingId));
    expect(row!.contact).toMatchObject({ partner: { id: 'nordlund-bygg', name: 'Nordlund Bygg AB', discountPerHour: 5_000 } });
    const [letter] = await newestMessages(api.database.db, contact.email);
    expect(letter!.subject).toBe(`Ditt hembesök är bokat ${answer.body.reference}`);
    expect(letter!.body).toContain('Bokad genom: Nordlund Bygg AB');
    expect(letter!.body).toContain('Partnerrabatt: 50\u00a0kr per timme städning');
    expect(letter!.body).toContain('Partnerrabatten dras av från priset för städningen som ni kommer överens om vid hembesöket.');
  });

  it('takes the partner’s discount off every hour of a first cleaning booked straight away, and says so in English', async () => {
    const hours = 3;
    const plain = await book({}, 'direct');
    const through = await book({ partnerName: 'Nordlund Bygg AB', partnerData: { campaignCode: 'NORDLUND26' } }, 'direct');
    // Naming the partner (its id is public) without its campaign code books through it, without the discount.
    const named = await book({ partnerName: 'nordlund-bygg' }, 'direct');
    expect([plain.status, through.status, named.status]).toEqual([200, 200, 200]);
    expect(named.body.price).toEqual(plain.body.price);
    // The same order, the same gross; the partner's 50 kr an hour off it, nothing else.
    expect(through.body.price.totalPriceExclDiscountDeduction).toBe(plain.body.price.totalPriceExclDiscountDeduction);
    expect(plain.body.price.discountAfterTax).toBe(0);
    expect(through.body.price.discountAfterTax).toBe(hours * 5_000);
    expect(through.body.price.totalToPay).toBe(plain.body.price.totalToPay - hours * 5_000);
    // Hemvist gives 30 kr an hour but offers no Click & Go, so it is no partner of such an order (refused below).
    const english = await api.json(
      '/v2/booking/home-cleaning?lang=en',
      postJson(
        {
          configurationForm: { livingArea: 80, frequency: 'weekly', hours },
          address: { street: 'Drottninggatan 52', zipCode: '11120', city: 'Stockholm' },
          contact: { ...contact, email: 'partner.english@kund.example' },
          startTime: (await api.json('/v2/booking/home-cleaning/availability?zipCode=11120&flow=direct')).body.firstAvailable,
          zipCode: '11120',
          flow: 'direct',
          partnerName: 'nordlund-bygg',
          partnerData: { campaignCode: 'NORDLUND26' },
        },
        { 'Idempotency-Key': randomUUID() },
      ),
    );
    expect(english.status).toBe(200);
    const [letter] = await newestMessages(api.database.db, 'partner.english@kund.example');
    expect(letter!.body).toContain('Discount: -150\u00a0kr');
    expect(letter!.body).toContain('Booked through: Nordlund Bygg AB');
    expect(letter!.body).toContain('Partner discount: 50\u00a0kr per hour of cleaning');
    expect(letter!.body).not.toContain('home visit');
  });

  it('refuses an unknown partner, a partner that does not offer the flow, and partner data without a partner (400 on body.partnerName), booking nothing', async () => {
    const before = await countBookings();
    for (const [extra, flow] of [
      [{ partnerName: 'Okänd Partner AB' }, 'rfp'],
      [{ partnerName: 'hemvist-fastigheter' }, 'direct'],
      [{ partnerData: { employeeId: 'E-1042' } }, 'rfp'],
    ] as const) {
      const answer = await book(extra, flow);
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['body.partnerName']);
    }
    expect(await countBookings()).toBe(before);
  });

  it('keeps a landing link’s campaign code when it is the partner’s, in any case, and refuses another’s (400 on body.partnerData.campaignCode)', async () => {
    const taken = await book({ partnerName: 'nordlund-bygg', partnerData: { campaignCode: 'nordlund26' } });
    expect(taken.status).toBe(200);
    const [row] = await api.database.db.select().from(bookings).where(eq(bookings.id, taken.body.bookingId));
    expect(row!.contact).toMatchObject({ partner: { id: 'nordlund-bygg' }, partnerData: { campaignCode: 'nordlund26' } });
    const before = await countBookings();
    for (const campaignCode of ['HEMVIST', 7, '']) {
      const answer = await book({ partnerName: 'nordlund-bygg', partnerData: { campaignCode } });
      expect(answer.status, String(campaignCode)).toBe(400);
      expect(fieldsOf(answer.body)).toEqual(['body.partnerData.campaignCode']);
    }
    expect(await countBookings()).toBe(before);
  });
});
