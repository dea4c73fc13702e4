import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../content/shared/site';
import { CONTACT_TOO_MANY_MESSAGES } from '../../api/contract/site';
import { CONTACT_MESSAGES_PER_HOUR, CONTACT_RECEIPTS_PER_HOUR } from '../../server/domain/contactMessages';
import { newestMessages } from '../../server/domain/outbox/store';
import { fieldsOf, postJson, startApi, type TestApi } from './helpers';

/**
 * `POST /v1/contact/message` over real HTTP: the message reaches customer
 * service's mailbox with who wrote it, the sender gets a receipt that holds
 * nothing they typed, and neither a client nor an address can use it to
 * send mail without end.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startApi('memory://', { env: { TRUST_PROXY: '1' } });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const send = (body: unknown, ip: string, lang = 'sv') => api.json(`/v1/contact/message?lang=${lang}`, postJson(body, { 'X-Forwarded-For': ip }));
const mailTo = (address: string) => newestMessages(api.database.db, address);
const message = (email: string) => ({ name: ' Anna Svensson ', email, phone: '070-174 06 10', message: ' Kan ni putsa fönster på en båt? ' });

describe('a message to customer service', () => {
  it('reaches customer service with who wrote it, and the sender gets a receipt in their language with nothing they typed', async () => {
    const before = (await mailTo(company.email)).length;
    const answer = await send(message('anna.svensson@example.se'), '198.51.100.1', 'en');
    expect(answer).toMatchObject({ status: 200, body: { sent: true } });
    const [copy] = await mailTo(company.email);
    expect((await mailTo(company.email)).length).toBe(before + 1);
    expect(copy!.subject).toBe('Meddelande från webbplatsen: Anna Svensson');
    expect(copy!.body).toContain('E-post: anna.svensson@example.se');
    expect(copy!.body).toContain('Telefon: +46 70 174 06 10');
    expect(copy!.body).toContain('Språk: engelska');
    expect(copy!.body).toContain('Kan ni putsa fönster på en båt?');
    const [receipt] = await mailTo('anna.svensson@example.se');
    expect(receipt!.subject).toBe('We have received your message');
    expect(receipt!.body).not.toContain('Anna');
    expect(receipt!.body).not.toContain('båt');
  });

  it('refuses what a form would: each field at fault, and sends nothing', async () => {
    const before = (await mailTo(company.email)).length;
    const answer = await send({ name: ' ', email: 'anna@', phone: '12', message: 'x'.repeat(2001) }, '198.51.100.2');
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body).sort()).toEqual(['body.email', 'body.message', 'body.name', 'body.phone']);
    // A NUL byte, which no mail or database text can hold, in any field.
    const valid = { name: 'Anna', email: 'anna@example.se', phone: '070-174 06 10', message: 'Hej' };
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      const nul = await send({ ...valid, [field]: `a\u0000${valid[field]}` }, '198.51.100.2');
      expect(nul.status, field).toBe(400);
      expect(fieldsOf(nul.body)).toEqual([`body.${field}`]);
    }
    expect((await mailTo(company.email)).length).toBe(before);
  });

  it('takes a few messages an hour from one client address, then refuses (429) and sends nothing more', async () => {
    for (let n = 0; n < CONTACT_MESSAGES_PER_HOUR; n++) {
      expect((await send(message(`sender${n}@example.se`), '198.51.100.3')).status).toBe(200);
    }
    const before = (await mailTo(company.email)).length;
    const refused = await send(message('one.more@example.se'), '198.51.100.3');
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain(CONTACT_TOO_MANY_MESSAGES);
    expect((await mailTo(company.email)).length).toBe(before);
    expect(await mailTo('one.more@example.se')).toEqual([]);
    // Another client is not held up.
    expect((await send(message('other.client@example.se'), '198.51.100.4')).status).toBe(200);
  });

  it('sends one address only a few receipts an hour, from however many clients', async () => {
    const victim = 'someone.else@example.se';
    for (let n = 0; n < CONTACT_RECEIPTS_PER_HOUR; n++) expect((await send(message(victim), `198.51.100.${10 + n}`)).status).toBe(200);
    expect((await send(message(' Someone.Else@Example.se '), '198.51.100.30')).status).toBe(429);
    expect(await mailTo(victim)).toHaveLength(CONTACT_RECEIPTS_PER_HOUR);
  });
});
