import type { Locale } from '../../../api/contract/content.schemas';
import type { Notification } from '../../../api/contract/customer';
import { routePath } from '../../../api/routes';
import type { NotificationRow } from '../../store/notifications';
import { toStockholmIso } from '../booking/stockholmTime';
import { productTitle } from '../productTitles';
import { formatDay, formatMoney, formatVisitTime } from './format';

/**
 * A stored notification as the reader gets it: title, body and link are
 * written in the reader's language from its type and data when it is read,
 * so one row serves a Swedish and an English tab alike, and every link is
 * the page in the reader's language. A row without the data a text needs
 * (the seed's) gets its type's general text; an unknown type a general one.
 */

type Data = Record<string, unknown>;

const text = (data: Data, key: string) => (typeof data[key] === 'string' && data[key] !== '' ? (data[key] as string) : undefined);
const integer = (data: Data, key: string) => (typeof data[key] === 'number' && Number.isInteger(data[key]) ? (data[key] as number) : undefined);
const instant = (data: Data, key: string) => {
  const value = text(data, key);
  const ms = value === undefined ? NaN : Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
};
const day = (data: Data, key: string) => {
  const value = text(data, key);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
};

/** A link written by the code that made the notification: a path on this site only. */
const storedLink = (data: Data) => {
  const value = text(data, 'link');
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
};

interface Written {
  title: string;
  body: string;
  link: string;
}

type Writer = (data: Data, locale: Locale) => Written;

/** The person an invitation notification names: `name`, or `firstName` and `lastName`. */
const personName = (data: Data) => text(data, 'name') ?? ([text(data, 'firstName'), text(data, 'lastName')].filter(Boolean).join(' ') || undefined);

/** What a booking notification names: the service, its reference and its time, as far as the data has them. */
function visitWords(data: Data, locale: Locale) {
  const productId = integer(data, 'productId');
  const reference = text(data, 'reference');
  const start = instant(data, 'startTime');
  const bookingId = text(data, 'bookingId');
  const service = productId === undefined ? undefined : productTitle(productId, locale);
  const what = service ? (reference ? `${service} (${reference})` : service) : reference;
  return {
    what,
    when: start === undefined ? undefined : formatVisitTime(start, locale),
    link: bookingId ? routePath('myBooking', locale, { id: bookingId }) : routePath('myBookings', locale),
  };
}

const writers: Record<string, Writer> = {
  bookingConfirmed(data, locale) {
    const { what, when, link } = visitWords(data, locale);
    if (locale === 'sv') {
      const body = what && when ? `${what} är bokad ${when}.` : what ? `${what} är bokad.` : 'Din bokning är bekräftad. Du hittar den under Mina bokningar.';
      return { title: 'Bokningen är bekräftad', body, link };
    }
    const body = what && when ? `${what} is booked for ${when}.` : what ? `${what} is booked.` : 'Your booking is confirmed. You will find it under My bookings.';
    return { title: 'Booking confirmed', body, link };
  },
  bookingRebooked(data, locale) {
    const { what, when, link } = visitWords(data, locale);
    if (locale === 'sv') {
      const body = what && when ? `${what} är flyttad till ${when}.` : 'Ditt besök har fått en ny tid.';
      return { title: 'Besöket har ny tid', body, link };
    }
    const body = what && when ? `${what} has been moved to ${when}.` : 'Your visit has a new time.';
    return { title: 'Visit moved', body, link };
  },
  bookingCancelled(data, locale) {
    const { what, when, link } = visitWords(data, locale);
    const fee = integer(data, 'fee');
    if (locale === 'sv') {
      const base = what && when ? `${what} ${when} är avbokad.` : 'Ditt besök är avbokat.';
      const body = fee ? `${base} Avgiften för sen avbokning är ${formatMoney(fee)}.` : base;
      return { title: 'Besöket är avbokat', body, link };
    }
    const base = what && when ? `${what} on ${when} has been cancelled.` : 'Your visit has been cancelled.';
    const body = fee ? `${base} The late cancellation fee is ${formatMoney(fee)}.` : base;
    return { title: 'Visit cancelled', body, link };
  },
  invoiceCreated(data, locale) {
    const number = text(data, 'number');
    const amount = integer(data, 'amount');
    const due = day(data, 'dueDate');
    const invoiceId = text(data, 'invoiceId');
    const link = invoiceId ? routePath('invoice', locale, { id: invoiceId }) : routePath('invoices', locale);
    if (locale === 'sv') {
      const what = number && amount !== undefined ? `Faktura ${number} på ${formatMoney(amount)}` : number ? `Faktura ${number}` : 'En ny faktura';
      return { title: 'Ny faktura', body: due ? `${what} finns på Mina sidor. Sista betalningsdag är ${formatDay(due, locale)}.` : `${what} finns på Mina sidor.`, link };
    }
    const what = number && amount !== undefined ? `Invoice ${number} of ${formatMoney(amount)}` : number ? `Invoice ${number}` : 'A new invoice';
    return { title: 'New invoice', body: due ? `${what} is on My pages. It is due on ${formatDay(due, locale)}.` : `${what} is on My pages.`, link };
  },
  offerReceived(data, locale) {
    const productId = integer(data, 'productId');
    const service = productId === undefined ? undefined : productTitle(productId, locale);
    const link = routePath('myPages', locale);
    if (locale === 'sv') return { title: 'Du har fått en offert', body: service ? `Din offert på ${service} finns på Mina sidor.` : 'Din offert finns på Mina sidor.', link };
    return { title: 'You have an offer', body: service ? `Your offer for ${service} is on My pages.` : 'Your offer is on My pages.', link };
  },
  invitationAccepted(data, locale) {
    const name = personName(data);
    const link = routePath('account', locale);
    if (locale === 'sv') return { title: 'Inbjudan är godkänd', body: `${name ?? 'Personen du bjöd in'} har godkänt din inbjudan och kan nu använda kontot.`, link };
    return { title: 'Invitation accepted', body: `${name ?? 'The person you invited'} has accepted your invitation and can now use the account.`, link };
  },
  invitationRejected(data, locale) {
    const name = personName(data);
    const link = routePath('account', locale);
    if (locale === 'sv') return { title: 'Inbjudan är avböjd', body: `${name ?? 'Personen du bjöd in'} har tackat nej till din inbjudan.`, link };
    return { title: 'Invitation declined', body: `${name ?? 'The person you invited'} has declined your invitation.`, link };
  },
};

/** A kind this server does not write: a general text, opening the link it was stored with, else My pages. */
const general: Writer = (data, locale) => {
  const link = storedLink(data) ?? routePath('myPages', locale);
  return locale === 'sv'
    ? { title: 'Ny notis', body: 'Du har något nytt på Mina sidor.', link }
    : { title: 'New notification', body: 'There is something new on My pages.', link };
};

/** A stored notification in the reader's language, as the calls and the socket answer it. */
export function toNotification(row: NotificationRow, locale: Locale): Notification {
  const data = row.data !== null && typeof row.data === 'object' && !Array.isArray(row.data) ? (row.data as Data) : {};
  const { title, body, link } = (Object.hasOwn(writers, row.type) ? writers[row.type]! : general)(data, locale);
  return {
    id: row.id,
    type: row.type,
    title,
    body,
    createdAt: toStockholmIso(row.createdAt.getTime()),
    read: row.readAt !== null,
    link,
  };
}
