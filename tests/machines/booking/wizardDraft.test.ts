import { afterEach, describe, expect, it } from 'vitest';
import { readBookingDraft, writeBookingDraft } from '../../../machines/booking/wizard/wizard.draft';
import type { BookingDraft } from '../../../machines/booking/wizard/wizard.types';

/** A tab's sessionStorage, as the browser keeps it. */
function storage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const KEY = 'booking-draft:bookingHomeCleaning';
const booked = {
  step: 'success',
  forms: {},
  completedSteps: [],
  result: { bookingId: 'b-1', reference: 'HG-2345AB', type: 'rfp', status: 'received', productId: 303001 },
} as unknown as BookingDraft;
const halfway = { step: 'availability', forms: {}, completedSteps: ['flow-choice'] } as unknown as BookingDraft;

describe('the booking draft of a tab', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('gives a booking made back only to its receipt (a reload, Back): opened anew, the wizard starts the next booking', () => {
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage(), configurable: true });
    writeBookingDraft(KEY, booked);
    expect(readBookingDraft(KEY, 'success')).toMatchObject({ step: 'success', result: { reference: 'HG-2345AB' } });
    // From the home page's postal-code form: no step in the address.
    expect(readBookingDraft(KEY, undefined)).toBeUndefined();
    expect(readBookingDraft(KEY, 'availability')).toBeUndefined();
  });

  it('gives a booking under way back at the step the address shows, or where it was', () => {
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage(), configurable: true });
    writeBookingDraft(KEY, halfway);
    expect(readBookingDraft(KEY, undefined)).toMatchObject({ step: 'availability' });
    expect(readBookingDraft(KEY, 'flow-choice')).toMatchObject({ step: 'flow-choice' });
  });
});
