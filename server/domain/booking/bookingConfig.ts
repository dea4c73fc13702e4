import type { BookingConfig, BookingQuestion } from '../../../api/contract/booking';
import type { Locale } from '../../../api/contract/content.schemas';
import { bookingTypeOf, isBusinessService, type ServiceId } from '../../../api/products';
import { bookingConfigs, type BookingConfigSeed, type QuestionSeed } from '../../../content/shared/booking/config';

const seeds = new Map<number, BookingConfigSeed>(bookingConfigs.map((seed) => [seed.productId, seed]));

/** The bilingual seed of a product's form; every service id has one (a test checks it). */
export function bookingConfigSeed(productId: ServiceId): BookingConfigSeed {
  const seed = seeds.get(productId);
  if (!seed) throw new Error(`no booking configuration for product ${productId}`);
  return seed;
}

function localizeQuestion(q: QuestionSeed, locale: Locale): BookingQuestion {
  const question: BookingQuestion = { id: q.id, kind: q.kind, step: q.step, label: q.label[locale], required: q.required };
  if (q.description) question.description = q.description[locale];
  if (q.min !== undefined) question.min = q.min;
  if (q.max !== undefined) question.max = q.max;
  if (q.unit) question.unit = q.unit[locale];
  if (q.options) {
    question.options = q.options.map((o) => ({
      value: o.value,
      label: o.label[locale],
      ...(o.description ? { description: o.description[locale] } : {}),
      ...(o.price !== undefined ? { price: o.price } : {}),
    }));
  }
  if (q.defaultValue !== undefined) question.defaultValue = q.defaultValue;
  if (q.showWhen) question.showWhen = q.showWhen;
  return question;
}

/** A product's booking form in one language: the `booking.config` response. */
export function bookingConfigFor(productId: ServiceId, locale: Locale): BookingConfig {
  const seed = bookingConfigSeed(productId);
  return {
    productId,
    type: bookingTypeOf(productId),
    business: isBusinessService(productId),
    subscription: seed.subscription,
    steps: [...seed.steps],
    questions: seed.questions.map((q) => localizeQuestion(q, locale)),
    rutEligible: seed.rutEligible,
    earliestStartDays: seed.earliestStartDays,
    ...(seed.minimumTotal ? { minimumTotal: { ...seed.minimumTotal, message: seed.minimumTotal.message[locale] } } : {}),
  };
}
