import type { Price } from '../../../api/contract/booking';
import type { Locale } from '../../../api/contract/content.schemas';
import { formatPostalCode } from '../../../api/validators/postalCode';
import { company } from '../../../content/shared/site';
import type { OutgoingEmail } from '../outbox/types';
import { formatMoney, formatVisitTime } from '../notifications/format';
import { productTitle } from '../productTitles';
import { calendarFile } from './calendar';

/** Where a booking is done, as stored. */
interface Place {
  street: string;
  zipCode: string;
  city: string;
}

/**
 * What a confirmation tells of: a time booked (a direct order or Click &
 * Go's first cleaning), a home visit booked, a request received, a visit
 * cancelled (with its fee) or moved (to its new time).
 */
export type ConfirmationEvent =
  | {
      kind: 'booked' | 'homeVisit' | 'rebooked';
      bookingId: string;
      reference: string;
      productId: number;
      startMs: number;
      endMs: number;
      address?: Place;
      price?: Price;
      /** The partner the booking was made through, with its discount per hour of cleaning (öre). */
      partner?: LetterPartner;
    }
  | { kind: 'request'; bookingId: string; reference: string; productId: number; address?: Place }
  | { kind: 'cancelled'; bookingId: string; reference: string; productId: number; startMs: number; fee: number };

type Letter = Omit<OutgoingEmail, 'channel' | 'to'>;

export interface LetterPartner {
  name: string;
  discountPerHour?: number;
}

/** The words of a letter, per language. */
const WORDS = {
  sv: {
    subject: {
      booked: 'Bokningsbekräftelse',
      homeVisit: 'Ditt hembesök är bokat',
      rebooked: 'Din bokning är flyttad',
      request: 'Vi har tagit emot din förfrågan',
      cancelled: 'Din bokning är avbokad',
    },
    lead: {
      booked: 'Tack för din bokning! Här är vad du har bokat.',
      homeVisit: 'Ditt kostnadsfria hembesök är bokat. Vi går igenom ditt hem och din städning tillsammans.',
      rebooked: 'Din bokning är flyttad till en ny tid.',
      request: 'Tack för din förfrågan! Vi återkommer med ett förslag inom en arbetsdag.',
      cancelled: 'Din bokning är avbokad.',
    },
    greeting: 'Hej!',
    service: 'Tjänst',
    when: 'När',
    where: 'Var',
    reference: 'Bokningsnummer',
    requestReference: 'Ärendenummer',
    total: 'Pris före avdrag',
    rut: 'RUT-avdrag',
    discount: 'Rabatt',
    vat: 'Varav moms',
    toPay: 'Att betala',
    fee: 'Avbokningsavgift',
    noFee: 'Avbokningen är kostnadsfri.',
    calendar: 'Tiden finns i den bifogade kalenderfilen.',
    signature: `Vänliga hälsningar\n${company.name}\n${company.phone} · ${company.email}`,
    questions: 'Frågor? Svara på det här mejlet eller ring oss.',
    calendarSummary: (service: string) => `${service} – ${company.name}`,
    partner: 'Bokad genom',
    partnerDiscount: 'Partnerrabatt',
    perHour: (amount: string) => `${amount} per timme städning`,
    discountAtVisit: 'Partnerrabatten dras av från priset för städningen som ni kommer överens om vid hembesöket.',
  },
  en: {
    subject: {
      booked: 'Booking confirmation',
      homeVisit: 'Your home visit is booked',
      rebooked: 'Your booking has been moved',
      request: 'We have received your request',
      cancelled: 'Your booking has been cancelled',
    },
    lead: {
      booked: 'Thank you for your booking! Here is what you booked.',
      homeVisit: 'Your free home visit is booked. We will go through your home and your cleaning together.',
      rebooked: 'Your booking has been moved to a new time.',
      request: 'Thank you for your request! We will get back to you with a proposal within one working day.',
      cancelled: 'Your booking has been cancelled.',
    },
    greeting: 'Hello,',
    service: 'Service',
    when: 'When',
    where: 'Where',
    reference: 'Booking reference',
    requestReference: 'Request reference',
    total: 'Price before deductions',
    rut: 'RUT deduction',
    discount: 'Discount',
    vat: 'Of which VAT',
    toPay: 'You pay',
    fee: 'Cancellation fee',
    noFee: 'The cancellation is free of charge.',
    calendar: 'The time is in the attached calendar file.',
    signature: `Kind regards\n${company.name}\n${company.phone} · ${company.email}`,
    questions: 'Questions? Reply to this e-mail or call us.',
    calendarSummary: (service: string) => `${service} – ${company.name}`,
    partner: 'Booked through',
    partnerDiscount: 'Partner discount',
    perHour: (amount: string) => `${amount} per hour of cleaning`,
    discountAtVisit: 'The partner discount is taken off the price of the cleaning you agree on at the home visit.',
  },
} as const;

const placeOf = (address: Place) => `${address.street}, ${formatPostalCode(address.zipCode)} ${address.city}`;

/** A subtracted amount: `-250 kr`. */
const minus = (ore: number) => formatMoney(-Math.abs(ore));

/** The lines of a price, in the order and words of the receipt (`PriceLines`). */
function priceRows(price: Price, words: (typeof WORDS)[Locale]): [string, string][] {
  return [
    [words.total, formatMoney(price.totalPriceExclDiscountDeduction)],
    ...(price.rutDeduction > 0 ? [[words.rut, minus(price.rutDeduction)] as [string, string]] : []),
    ...(price.discountAfterTax > 0 ? [[words.discount, minus(price.discountAfterTax)] as [string, string]] : []),
    [words.vat, formatMoney(price.vat)],
    [words.toPay, formatMoney(price.totalToPay)],
  ];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The e-mail confirming `event`, in `locale`, written at `now`: a subject,
 * the plain text, the same as HTML, and for a booked time a calendar file of
 * the visit. Times are Stockholm's; amounts as the site writes them.
 */
export function confirmationLetter(event: ConfirmationEvent, locale: Locale, now: number): Letter {
  const words = WORDS[locale];
  const service = productTitle(event.productId, locale) ?? event.reference;
  const rows: [string, string][] = [[words.service, service]];
  if ('startMs' in event) rows.push([words.when, formatVisitTime(event.startMs, locale)]);
  if ('address' in event && event.address) rows.push([words.where, placeOf(event.address)]);
  if ('price' in event && event.price) rows.push(...priceRows(event.price, words));
  if (event.kind === 'cancelled' && event.fee > 0) rows.push([words.fee, formatMoney(event.fee)]);
  const partner = 'partner' in event ? event.partner : undefined;
  if (partner) rows.push([words.partner, partner.name]);
  if (partner?.discountPerHour) rows.push([words.partnerDiscount, words.perHour(formatMoney(partner.discountPerHour))]);
  rows.push([event.kind === 'request' ? words.requestReference : words.reference, event.reference]);

  const timed = event.kind === 'booked' || event.kind === 'homeVisit' || event.kind === 'rebooked' ? event : undefined;
  const notes = [
    ...(event.kind === 'cancelled' && event.fee === 0 ? [words.noFee] : []),
    ...(event.kind === 'homeVisit' && partner?.discountPerHour ? [words.discountAtVisit] : []),
    ...(timed ? [words.calendar] : []),
    words.questions,
  ];
  const subject = `${words.subject[event.kind]} ${event.reference}`;
  const text = [
    words.greeting,
    '',
    words.lead[event.kind],
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...notes,
    '',
    words.signature,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1c2422;line-height:1.5">',
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${escapeHtml(words.lead[event.kind])}</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...notes.map((note) => `<p>${escapeHtml(note)}</p>`),
    `<p>${escapeHtml(words.signature).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  const attachments = timed
    ? [
        {
          filename: `${event.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: calendarFile({
            uid: `${event.bookingId}@hemglans`,
            startMs: timed.startMs,
            endMs: timed.endMs,
            stampMs: now,
            summary: words.calendarSummary(service),
            ...(timed.address ? { location: placeOf(timed.address) } : {}),
            description: `${words.reference}: ${event.reference}`,
          }),
        },
      ]
    : [];
  return { subject, body: text, html, ...(attachments.length ? { attachments } : {}) };
}
