import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../api/contract/headers';
import { HANDYMAN, OSKAR, OSKAR_ADDRESS, startBookingApi, WINDOW, windowForm, type BookingApi } from './support';

/**
 * Confirmations by e-mail (issue: every promise kept): a booking, a request,
 * a cancellation and a move each send the customer an e-mail in the
 * language of the call, through a real SMTP server on loopback (npm
 * `smtp-server`), read back as a mail client would (npm `mailparser`), its
 * calendar file read by an independent iCalendar parser (`ical.js`). The
 * answer names the address only when the server accepted the message.
 */

const OSKAR_EMAIL = 'oskar.lindqvist@kund.example';
// The fake clock stands at Saturday 2026-03-14 10:00 Stockholm; teams are planned two working days ahead.
const START = '2026-03-18T08:00:00+01:00';

let smtp: SMTPServer;
let api: BookingApi;
let oskar: Record<string, string>;
const received: ParsedMail[] = [];
/** The envelope's recipients of every message, as the SMTP server was asked to deliver it. */
const envelopes: string[][] = [];
/** While set, the SMTP server refuses every recipient (550), as a full mailbox or a blocked sender would be. */
let refusing = false;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refusing ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      envelopes.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  api = await startBookingApi({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Hemglans <bokning@hemglans.example>', LOG_LEVEL: 'silent' } });
  oskar = await api.session(OSKAR);
}, 30_000);
afterAll(async () => {
  await api.server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  envelopes.length = 0;
  refusing = false;
});

const direct = (startTime: string) => ({ productId: WINDOW, configurationForm: windowForm, zipCode: '11120', addressId: OSKAR_ADDRESS, startTime });
const rows = (text: string) => Object.fromEntries(text.split('\n').filter((line) => line.includes(': ')).map((line) => line.split(': ') as [string, string]));

describe('a direct booking', () => {
  it('is confirmed in Swedish with its price lines and a calendar file of the visit; a retry sends nothing more', async () => {
    const headers = { ...oskar, 'Idempotency-Key': 'confirm-direct-1' };
    const booked = await api.post('/v2/booking/direct', direct(START), headers);
    expect(booked.status).toBe(200);
    expect(booked.body.confirmationSentTo).toBe(OSKAR_EMAIL);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.to).toMatchObject({ value: [{ address: OSKAR_EMAIL }] });
    expect(mail!.from).toMatchObject({ value: [{ address: 'bokning@hemglans.example', name: 'Hemglans' }] });
    expect(mail!.subject).toBe(`Bokningsbekräftelse ${booked.body.reference}`);
    const lines = rows(mail!.text!);
    expect(lines).toMatchObject({ Tjänst: 'Fönsterputs', När: 'onsdag 18 mars kl. 08:00', Var: 'Vasagatan 12, 111 20 Stockholm', Bokningsnummer: booked.body.reference });
    // The receipt's lines, the amounts the server stored.
    const price = booked.body.price;
    const kr = (ore: number) => `${new Intl.NumberFormat('sv-SE').format(ore / 100).replace(/\u2212/g, '-')}\u00a0kr`;
    expect(lines['Pris före avdrag']).toBe(kr(price.totalPriceExclDiscountDeduction));
    expect(lines['RUT-avdrag']).toBe(kr(-price.rutDeduction));
    expect(lines['Att betala']).toBe(kr(price.totalToPay));
    expect(mail!.html).toContain('<html lang="sv">');
    expect(mail!.html).toContain(booked.body.reference);

    const [ics] = mail!.attachments;
    expect(ics).toMatchObject({ filename: `${booked.body.reference}.ics`, contentType: 'text/calendar' });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(START).toISOString());
    expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(Date.parse(START));
    expect(event.location).toBe('Vasagatan 12, 111 20 Stockholm');
    expect(event.summary).toBe('Fönsterputs – Hemglans AB');
    expect(event.uid).toBe(`${booked.body.bookingId}@hemglans`);

    const retried = await api.post('/v2/booking/direct', direct(START), headers);
    expect(retried.body).toEqual(booked.body);
    expect(received).toHaveLength(1);
  });

  it('names no address when the SMTP server refuses the message, and the booking stands', async () => {
    refusing = true;
    const booked = await api.post('/v2/booking/direct', direct('2026-03-18T10:00:00+01:00'), oskar);
    expect(booked.status).toBe(200);
    expect(booked.body.reference).toMatch(/^HG-/);
    expect(booked.body).not.toHaveProperty('confirmationSentTo');
    expect(received).toHaveLength(0);
  });
});

describe('a request for proposal', () => {
  it('is confirmed in English to the contact typed, as a request, without a calendar file', async () => {
    const contact = { firstName: 'Test', lastName: 'Person', email: 'Test.Person@Kund.example', phone: '070-174 06 10' };
    const body = { productId: HANDYMAN, configurationForm: { jobDescription: 'Hang a lamp' }, contact, address: { street: 'Storgatan 1', zipCode: '111 20', city: 'Stockholm' } };
    const request = await api.post('/v2/booking/rfp?lang=en', body);
    expect(request.status).toBe(200);
    expect(request.body.confirmationSentTo).toBe('test.person@kund.example');
    const [mail] = received;
    expect(mail!.subject).toBe(`We have received your request ${request.body.reference}`);
    expect(rows(mail!.text!)).toMatchObject({ Service: 'Handyman', Where: 'Storgatan 1, 111 20 Stockholm', 'Request reference': request.body.reference });
    expect(mail!.text).toContain('within one working day');
    expect(mail!.text).not.toContain('calendar');
    expect(mail!.attachments).toEqual([]);
  });
});

describe('an address the form allows with a comma in it', () => {
  it('is one recipient, never split into another address', async () => {
    const contact = { firstName: 'Some', lastName: 'One', email: 'x,victim@kund.example', phone: '070-174 06 10' };
    const answer = await api.post('/v2/booking/rfp', { productId: HANDYMAN, configurationForm: { jobDescription: 'Hang a lamp' }, contact });
    expect(answer.status).toBe(200);
    expect(envelopes).toEqual([['x,victim@kund.example']]);
  });
});

describe('changes made on My pages', () => {
  it('a move sends the new time with a calendar file of the same event; a cancellation says what it cost', async () => {
    const booked = await api.post('/v2/booking/direct', direct('2026-03-19T08:00:00+01:00'), oskar);
    received.length = 0;
    const path = `/v2/customer/bookings/${booked.body.bookingId}`;
    const moved = await api.post(`${path}/rebook?lang=en`, { time: '2026-03-20T10:00:00+01:00', reason: 'timeDoesNotSuit' }, oskar);
    expect(moved.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe(`Your booking has been moved ${booked.body.reference}`);
    expect(rows(received[0]!.text!)).toMatchObject({ When: 'Friday 20 March at 10:00' });
    const ics = new ICAL.Component(ICAL.parse(received[0]!.attachments[0]!.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
    expect(new ICAL.Event(ics).uid).toBe(`${booked.body.bookingId}@hemglans`);

    const cancelled = await api.post(`${path}/cancel`, { reason: 'changedPlans' }, oskar);
    expect(cancelled.status).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1]!.subject).toBe(`Din bokning är avbokad ${booked.body.reference}`);
    expect(received[1]!.text).toContain('Avbokningen är kostnadsfri.');
    // A second cancel answers what it cost then, and sends nothing.
    await api.post(`${path}/cancel`, { reason: 'changedPlans' }, oskar);
    expect(received).toHaveLength(2);
  });
});

describe('the hourly limit of an address', () => {
  it('counts the bookings customer service makes with those the customer makes', async () => {
    // Requests naming Oskar's address until it has had its confirmations this hour.
    const request = () => api.post('/v2/booking/rfp', { productId: HANDYMAN, configurationForm: { jobDescription: 'Hang a lamp' }, contact: { firstName: 'Oskar', lastName: 'Lindqvist', email: OSKAR_EMAIL, phone: '070-174 06 05' } });
    for (let n = 0; n < 10 && (await request()).body.confirmationSentTo; n += 1);
    expect((await request()).body.confirmationSentTo).toBeUndefined();
    received.length = 0;

    const token = await api.server.site.api.directoryTokens.issue({ subject: 'erik', username: 'erik.sund@example.se', name: 'Erik Sund', email: null, roles: ['staff'] });
    const staff = { [HEADERS.authorization]: `Bearer ${token.token}`, [HEADERS.ssn]: OSKAR };
    const { slots } = (await api.post('/v2/booking/direct/availability', { productId: WINDOW, configurationForm: windowForm, zipCode: '11120' })).body;
    const booked = await api.post('/v2/customer-service/booking/direct', direct(slots.at(-1).startTime), staff);
    expect(booked.status).toBe(200);
    expect(received).toEqual([]);
  });
});

describe('a flood of requests naming one address', () => {
  // Last: it moves the clock on an hour.
  it('mails it at most 10 times an hour; the requests are still taken, and the hour after it is mailed again', async () => {
    const contact = { firstName: 'Some', lastName: 'One', email: 'stranger@kund.example', phone: '070-174 06 10' };
    const request = () => api.post('/v2/booking/rfp', { productId: HANDYMAN, configurationForm: { jobDescription: 'Hang a lamp' }, contact });
    const answers = [];
    for (let n = 0; n < 12; n += 1) answers.push(await request());
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(answers.map((answer) => answer.body.confirmationSentTo ?? null)).toEqual([...Array(10).fill('stranger@kund.example'), null, null]);
    expect(received).toHaveLength(10);
    api.server.clock.advance(3_600_000);
    expect((await request()).body.confirmationSentTo).toBe('stranger@kund.example');
    expect(received).toHaveLength(11);
  });
});
