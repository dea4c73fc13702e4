import { describe, expect, it } from 'vitest';
import { bookingConfigSchema } from '../../../api/contract/booking';
import { ALL_SERVICE_IDS, bookingTypeOf, isBusinessService, SERVICE_IDS } from '../../../api/products';
import { BOOKING_PRODUCTS } from '../../../machines/booking/wizard/products';
import { bookingConfigFor } from '../../../server/domain/booking/bookingConfig';
import { buildConfigurationSchema, validateConfigurationForm } from '../../../server/domain/booking/configurationSchema';
import { priceOrder } from '../../../server/domain/booking/pricing';
import { LADDER_FEE_ORE, quote, TRAVEL_FEE_ORE } from '../../../server/domain/booking/rates';
import { stockholmToday } from '../../../api/validators/date';

describe('booking configurations', () => {
  it.each(ALL_SERVICE_IDS)('product %i has a valid form in both languages', (productId) => {
    const sv = bookingConfigSchema.parse(bookingConfigFor(productId, 'sv'));
    const en = bookingConfigSchema.parse(bookingConfigFor(productId, 'en'));
    expect(sv.type).toBe(bookingTypeOf(productId));
    expect(sv.business).toBe(isBusinessService(productId));
    expect(sv.questions.map((q) => q.id)).toEqual(en.questions.map((q) => q.id));
    expect(new Set(sv.questions.map((q) => q.id)).size).toBe(sv.questions.length);
    // Every question's step is a step the wizard walks; business forms get no RUT.
    for (const q of sv.questions) expect(sv.steps).toContain(q.step);
    if (sv.business) expect(sv.rutEligible).toBe(false);
    if (sv.type === 'direct') expect(sv.steps).toContain('availability');
    // Translated: at least one label differs between the languages.
    expect(sv.questions.some((q, i) => q.label !== en.questions[i].label)).toBe(true);
    // The defaults of a form are themselves a valid answer to its optional questions.
    for (const q of sv.questions) if (q.defaultValue !== undefined && !q.required) {
      const one = validateConfigurationForm([q], { [q.id]: q.defaultValue });
      expect(one.ok).toBe(true);
    }
  });

  it.each(BOOKING_PRODUCTS.map((product) => [product.route, product] as const))('the %s wizard asks every question of its form', (_, product) => {
    const config = bookingConfigFor(product.productId, 'sv');
    // Weekly cleaning asks its main questions in its cleaning step (`questionsFor` in the wizard view).
    const stepOf = (step: string) => (product.kind === 'homeCleaning' && step === 'configuration' ? 'cleaning-configuration' : step);
    for (const q of config.questions) expect(product.steps, `${q.id} (${q.step})`).toContain(stepOf(q.step));
  });

  it('asks for window types, floors and a ladder in window cleaning', () => {
    const ids = bookingConfigFor(SERVICE_IDS.windowCleaning, 'en').questions.map((q) => q.id);
    expect(ids).toEqual(expect.arrayContaining(['windowsOrdinary', 'windowsMullioned', 'glazedBalconySections', 'skylights', 'floors', 'ladderNeeded']));
  });
});

describe('buildConfigurationSchema', () => {
  const questions = bookingConfigFor(SERVICE_IDS.deepCleaning, 'sv').questions;

  it('accepts a complete form, parses typed digits and drops unknown answers', () => {
    const parsed = buildConfigurationSchema(questions).parse({ livingArea: '85', rooms: 3, extras: ['oven', 'oven'], hacker: 'x' });
    expect(parsed).toEqual({ livingArea: 85, rooms: 3, extras: ['oven'], pets: false });
  });

  it('answers field errors with the spec keys', () => {
    const result = validateConfigurationForm(questions, { livingArea: '85,5', rooms: 40, extras: ['sauna'], notes: 'x'.repeat(2001) });
    // Over the contract's 2000-character envelope the envelope refuses it alone, still with a spec key.
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'notes', message: 'common.formErrors.maxLength' }],
    });
    expect(validateConfigurationForm(questions, { livingArea: '85,5', rooms: 40, extras: ['sauna'], notes: 'Försiktigt med parketten' })).toEqual({
      ok: false,
      errors: [
        { field: 'livingArea', message: 'common.formErrors.digitsOnly' },
        { field: 'rooms', message: 'common.formErrors.minMax' },
        { field: 'extras', message: 'common.formErrors.choiceRequired' },
      ],
    });
    const shortNotes = [{ id: 'notes', kind: 'text' as const, step: 'optional-configuration' as const, label: 'Notes', required: false, max: 10 }];
    expect(validateConfigurationForm(shortNotes, { notes: 'x'.repeat(11) })).toEqual({ ok: false, errors: [{ field: 'notes', message: 'common.formErrors.maxLength' }] });
    expect(validateConfigurationForm(questions, {})).toEqual({
      ok: false,
      errors: [
        { field: 'livingArea', message: 'common.formErrors.required' },
        { field: 'rooms', message: 'common.formErrors.required' },
      ],
    });
  });

  it('uses choiceRequired, arrayRequired and invalidDate for their kinds', () => {
    const office = bookingConfigFor(SERVICE_IDS.officeCleaning, 'sv').questions;
    const coop = bookingConfigFor(SERVICE_IDS.housingCooperatives, 'sv').questions;
    const holiday = bookingConfigFor(SERVICE_IDS.gardeningHoliday, 'sv').questions;
    const errors = (qs: typeof office, form: Record<string, unknown>) => {
      const r = validateConfigurationForm(qs, form);
      return r.ok ? [] : r.errors;
    };
    expect(errors(office, { officeSize: 200, employees: 12, premisesType: 'office' })).toEqual([{ field: 'frequency', message: 'common.formErrors.choiceRequired' }]);
    expect(errors(coop, { apartments: 40, services: [] })).toEqual([{ field: 'services', message: 'common.formErrors.arrayRequired' }]);
    expect(errors(holiday, { fromDate: '2027-02-30', toDate: '2027-07-20', gardenSize: 300, tasks: ['watering'], visitsPerWeek: 2 })).toEqual([
      { field: 'fromDate', message: 'common.formErrors.invalidDate' },
    ]);
  });

  it('refuses a date before today in Stockholm wherever a booking asks for one (a preferred day, a move, a leave), and takes today', () => {
    const handyman = bookingConfigFor(SERVICE_IDS.generalHandyman, 'en').questions;
    const dateQuestion = handyman.find((q) => q.kind === 'date')!;
    const today = stockholmToday();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const refused = validateConfigurationForm([dateQuestion], { [dateQuestion.id]: yesterday });
    expect(refused).toEqual({ ok: false, errors: [{ field: dateQuestion.id, message: 'common.formErrors.dateMinRange' }] });
    expect(validateConfigurationForm([dateQuestion], { [dateQuestion.id]: today })).toMatchObject({ ok: true });
  });

  it('skips a question whose showWhen does not hold', () => {
    const qs = [
      { id: 'hasPets', kind: 'boolean' as const, step: 'configuration' as const, label: 'Pets', required: false },
      { id: 'petKind', kind: 'text' as const, step: 'configuration' as const, label: 'Kind', required: true, showWhen: { questionId: 'hasPets', equals: true } },
    ];
    expect(validateConfigurationForm(qs, { hasPets: false, petKind: 'cat' })).toEqual({ ok: true, form: { hasPets: false } });
    expect(validateConfigurationForm(qs, { hasPets: true })).toEqual({ ok: false, errors: [{ field: 'petKind', message: 'common.formErrors.required' }] });
  });
});

describe('quote', () => {
  const valid = (productId: Parameters<typeof bookingConfigFor>[0], form: Record<string, unknown>) => {
    const result = validateConfigurationForm(bookingConfigFor(productId, 'sv').questions, form);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.form;
  };

  it('prices window cleaning per window type, with the ladder as a fee and travel apart from labour', () => {
    const q = quote(SERVICE_IDS.windowCleaning, valid(SERVICE_IDS.windowCleaning, { windowsOrdinary: 8, windowsMullioned: 2, skylights: 1, floors: '2', ladderNeeded: true }));
    expect(q.priced).toBe(true);
    if (!q.priced) return;
    expect(q.totals).toEqual({ labour: 8 * 6_900 + 2 * 9_900 + 12_900, material: 0, travel: TRAVEL_FEE_ORE, fee: LADDER_FEE_ORE });
    const price = priceOrder({ items: q.items, customer: { type: 'private', hasPersonalNumber: true, rutUsedThisYear: 0 }, rutEligible: true });
    expect(price.rutDeduction).toBe(Math.floor(q.totals.labour / 2));
  });

  it('prices deep cleaning per m² with extras as labour and material apart', () => {
    const q = quote(SERVICE_IDS.deepCleaning, valid(SERVICE_IDS.deepCleaning, { livingArea: 85, rooms: 3, extras: ['oven', 'fridge'] }), 'en');
    if (!q.priced) throw new Error('expected a price');
    expect(q.totals).toEqual({ labour: 85 * 4_500 + 49_900 + 39_900, material: 14_900, travel: TRAVEL_FEE_ORE, fee: 0 });
    expect(q.items.find((i) => i.id === 'extras.oven')?.label).toBe('Oven cleaning');
    expect(q.items.find((i) => i.id === 'livingArea')?.unit).toBe('m²');
  });

  it('prices home cleaning by the hour at the rate of the frequency', () => {
    const weekly = quote(SERVICE_IDS.weeklyCleaningDirect, valid(SERVICE_IDS.weeklyCleaningDirect, { frequency: 'weekly', hours: 3 }));
    const everyOther = quote(SERVICE_IDS.weeklyCleaningDirect, valid(SERVICE_IDS.weeklyCleaningDirect, { frequency: 'everyOtherWeek', hours: 3 }));
    expect(weekly.priced && weekly.totals.labour).toBe(3 * 54_900);
    expect(everyOther.priced && everyOther.totals.labour).toBe(3 * 57_900);
  });

  it('adds storage and balcony to move-out cleaning', () => {
    const q = quote(SERVICE_IDS.movingCleaning, valid(SERVICE_IDS.movingCleaning, { livingArea: 60, moveOutDate: '2027-05-31', storage: true, balcony: true }));
    expect(q.priced && q.totals.labour).toBe(60 * 4_900 + 29_900 + 24_900);
  });

  it('leaves work quoted by sales unpriced', () => {
    expect(quote(SERVICE_IDS.generalHandyman, { jobDescription: 'Hang three pictures' })).toEqual({ priced: false });
    expect(quote(SERVICE_IDS.officeCleaning, {})).toEqual({ priced: false });
  });
});
