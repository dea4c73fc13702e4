import type { Locale } from '../../../api/contract/content.schemas';
import { company } from '../../../content/shared/site';
import { findPageById, findWebConfig } from '../../store/content';
import { answerFeedback, feedbackOf, offersOf, timeBankOf, type TimeBankRow } from '../../store/myPages';
import { todayInStockholm } from '../holidays';
import { productTitle } from '../productTitles';
import { invalidField } from '../refusal';
import { toStockholmIso } from '../booking/stockholmTime';
import type { MyPagesDeps } from './invoices';
import { MY_PAGES_REFUSALS, notOurs } from './refusals';

/** The time bank, offers, customer service's contact details and feedback requests of an account. */

const TIME_BANK_DESCRIPTIONS: Record<TimeBankRow['kind'], Record<Locale, string>> = {
  cancelledVisit: { sv: 'Avbokat besök sparat i tidbanken', en: 'Cancelled visit saved in the time bank' },
  extraVisit: { sv: 'Extra tid använd från tidbanken', en: 'Extra time used from the time bank' },
  adjustment: { sv: 'Justering från kundservice', en: 'Adjustment by customer service' },
};

/** Balance and entries (newest first) of the account's time bank, in minutes. */
export async function timeBank({ db }: MyPagesDeps, customerId: string, locale: Locale) {
  const rows = await timeBankOf(db, customerId);
  return {
    balanceMinutes: rows.reduce((sum, row) => sum + row.minutes, 0),
    items: rows.map((row) => ({
      date: row.day,
      minutes: row.minutes,
      description: TIME_BANK_DESCRIPTIONS[row.kind][locale],
      ...(row.bookingId ? { bookingId: row.bookingId } : {}),
    })),
  };
}

/** The account's offers, newest first; an open offer whose last valid day has passed is answered `expired`. */
export async function offerList({ db, clock }: MyPagesDeps, customerId: string, locale: Locale) {
  const today = todayInStockholm(new Date(clock.now()));
  const rows = await offersOf(db, customerId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      title: productTitle(row.productId, locale),
      createdAt: toStockholmIso(row.createdAt.getTime()),
      validUntil: row.validUntil,
      status: row.status === 'open' && row.validUntil !== null && row.validUntil < today ? ('expired' as const) : row.status,
      ...(row.amount !== null ? { amount: row.amount } : {}),
      ...(row.documentUrl ? { documentUrl: row.documentUrl } : {}),
    })),
  };
}

/** The content entry of the contact page, whose `customerService` section editors keep up to date. */
const CONTACT_PAGE = 'contact';
const CUSTOMER_SERVICE_SECTION = 'customerService';

/**
 * Customer service's phone, e-mail and opening hours as the contact page
 * shows them in the caller's language, and whether the chat is on (the
 * web config's `chat.enabled`), so My pages never disagrees with the site.
 */
export async function supportContact({ db }: MyPagesDeps, locale: Locale) {
  const [page, config] = await Promise.all([findPageById(db, locale, CONTACT_PAGE, false), findWebConfig(db, locale)]);
  const section = page?.document.sections.find((s) => s.id === CUSTOMER_SERVICE_SECTION && s.type === 'contact') as
    | { phone: string; email: string; openingHours: string[] }
    | undefined;
  return {
    phone: section?.phone ?? config?.company.phone ?? company.phone,
    email: section?.email ?? config?.company.email ?? company.email,
    openingHours: section?.openingHours.join(', ') ?? '',
    chatEnabled: config?.chat.enabled ?? false,
  };
}

/** What a feedback answer may be mostly about. */
const FEEDBACK_OPTIONS: { id: string; label: Record<Locale, string> }[] = [
  { id: 'quality', label: { sv: 'Kvaliteten på arbetet', en: 'The quality of the work' } },
  { id: 'staff', label: { sv: 'Personalen', en: 'Our staff' } },
  { id: 'punctuality', label: { sv: 'Att vi kom i tid', en: 'Arriving on time' } },
  { id: 'booking', label: { sv: 'Bokning och kontakt', en: 'Booking and contact' } },
  { id: 'price', label: { sv: 'Priset', en: 'The price' } },
];

export async function feedbackRequest({ db }: MyPagesDeps, customerId: string, id: string, locale: Locale) {
  const row = await feedbackOf(db, customerId, id);
  if (!row) throw notOurs('query.id');
  return {
    id: row.id,
    ...(row.bookingId ? { bookingId: row.bookingId } : {}),
    ...(row.productId !== null ? { productId: row.productId } : {}),
    options: FEEDBACK_OPTIONS.map((option) => ({ id: option.id, label: option.label[locale] })),
    answered: row.answeredAt !== null,
  };
}

/** Answers a feedback request; a repeat replaces the answer. */
export async function sendFeedback({ db, clock }: MyPagesDeps, customerId: string, body: { id: string; rating: number; comment?: string; option?: string }) {
  if (body.option !== undefined && !FEEDBACK_OPTIONS.some((option) => option.id === body.option)) throw invalidField('body.option', MY_PAGES_REFUSALS.unknownOption);
  const stored = await answerFeedback(db, customerId, body.id, { rating: body.rating, comment: body.comment || null, option: body.option ?? null, at: new Date(clock.now()) });
  if (!stored) throw notOurs('body.id');
  return { ok: true as const };
}
