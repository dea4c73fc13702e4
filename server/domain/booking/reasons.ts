import type { Locale } from '../../../api/contract/content.schemas';
import { BOOKING_CHANGE_REFUSALS } from '../../../api/contract/bookingChangeRefusals';
import { invalidField } from '../refusal';

/**
 * Why a customer cancels, moves or rates a visit: short lists with ids that
 * stay (they are stored with the booking and counted by customer service)
 * and labels in the call's language.
 */

type Labels = Readonly<Record<Locale, string>>;
type ReasonList = Readonly<Record<string, Labels>>;

export const CANCEL_REASONS = {
  changedPlans: { sv: 'Mina planer har ändrats', en: 'My plans have changed' },
  illness: { sv: 'Sjukdom', en: 'Illness' },
  travel: { sv: 'Jag är bortrest', en: 'I am travelling' },
  notNeeded: { sv: 'Jag behöver inte besöket längre', en: 'I no longer need the visit' },
  other: { sv: 'Annat', en: 'Other' },
} as const satisfies ReasonList;

export const REBOOK_REASONS = {
  timeDoesNotSuit: { sv: 'Tiden passar inte', en: 'The time does not suit me' },
  illness: { sv: 'Sjukdom', en: 'Illness' },
  travel: { sv: 'Jag är bortrest', en: 'I am travelling' },
  other: { sv: 'Annat', en: 'Other' },
} as const satisfies ReasonList;

/** What a rating is mostly about. */
export const RATING_REASONS = {
  quality: { sv: 'Kvaliteten på arbetet', en: 'The quality of the work' },
  punctuality: { sv: 'Passade tiden', en: 'Punctuality' },
  friendliness: { sv: 'Bemötandet', en: 'Friendliness' },
  communication: { sv: 'Kommunikationen', en: 'Communication' },
  other: { sv: 'Annat', en: 'Other' },
} as const satisfies ReasonList;

/** A list as the contract answers it: `{ id, label }` in the call's language, in the list's order. */
export const reasonsIn = (list: ReasonList, locale: Locale) => Object.entries(list).map(([id, labels]) => ({ id, label: labels[locale] }));

/** A reason id the list knows, or a 400 on `field` (`unknownReason`). */
export function requireReason(list: ReasonList, id: string, field: string): string {
  if (!Object.hasOwn(list, id)) throw invalidField(field, BOOKING_CHANGE_REFUSALS.unknownReason);
  return id;
}
