import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { customer } from '../../../api/contract/customer';
import { createCancelBookingActors } from '../../../machines/myPages/cancelBooking/cancelBooking.actors';
import { createRateBookingActors } from '../../../machines/myPages/rateBooking/rateBooking.actors';
import { createRebookBookingActors } from '../../../machines/myPages/rebookBooking/rebookBooking.actors';
import { MOVED } from '../../../model-tests/myPages/fixtures';
import { availability, reasons } from '../../../model-tests/myPages/myPages.support';
import { fakeApi } from '../../../model-tests/support/fakeApi';

/** Runs one actor to its end, answering the calls it makes in order with `answers`. */
async function run(logic: AnyActorLogic, input: unknown, api: ReturnType<typeof fakeApi>, answers: unknown[]): Promise<unknown> {
  const done = toPromise(createActor(logic, { input }).start());
  for (const [i, answer] of answers.entries()) {
    await Promise.resolve();
    api.calls[api.calls.length - answers.length + i]!.resolve(answer);
  }
  return done;
}

/** The change flows' actors, built from a fake client (the page gives its own, which sends the customer's session). */
function arrange<T>(create: (client: ReturnType<typeof fakeApi>['client']) => T) {
  const api = fakeApi();
  return { api, actors: create(api.client) };
}

describe('the change flows call the server for the booking through the client they were built with', () => {
  it('cancel: the reasons, the check for the reason, the cancellation with it', async () => {
    const { api, actors } = arrange(createCancelBookingActors);
    expect(await run(actors.loadOptions, { bookingId: 'bk-1' }, api, [{ items: reasons }])).toEqual({ reasons });
    expect(api.callsTo(customer.cancelReasons)[0]!.input).toEqual({});
    const request = { bookingId: 'bk-1', reasonId: 'sick' };
    await run(actors.validateChange, request, api, [{ allowed: true, fee: 0, freeUntil: null, timeBankMinutes: 0 }]);
    expect(api.callsTo(customer.validateCancel)[0]!.input).toEqual({ params: { id: 'bk-1' }, query: { reason: 'sick' } });
    expect(await run(actors.commitChange, request, api, [{ fee: 50000, timeBankMinutes: 0, id: 'bk-1' }])).toEqual({ fee: 50000, timeBankMinutes: 0 });
    expect(api.callsTo(customer.cancelBooking)[0]!.input).toEqual({ params: { id: 'bk-1' }, body: { reason: 'sick' } });
  });

  it('move: the reasons and the visit’s free times together, the check for the time, the move to it', async () => {
    const { api, actors } = arrange(createRebookBookingActors);
    expect(await run(actors.loadOptions, { bookingId: 'bk-1' }, api, [{ items: reasons }, availability])).toEqual({ reasons, availability });
    expect(api.callsTo(customer.rebookAvailability)[0]!.input).toEqual({ params: { id: 'bk-1' } });
    const request = { bookingId: 'bk-1', reasonId: 'sick', time: MOVED.startTime };
    await run(actors.validateChange, request, api, [{ allowed: true, fee: 0, freeUntil: null, timeBankMinutes: 0 }]);
    expect(api.callsTo(customer.validateRebook)[0]!.input).toEqual({ params: { id: 'bk-1' }, query: { time: MOVED.startTime, reason: 'sick' } });
    expect(await run(actors.commitChange, request, api, [MOVED])).toEqual(MOVED);
    expect(api.callsTo(customer.rebook)[0]!.input).toEqual({ params: { id: 'bk-1' }, body: { time: MOVED.startTime, reason: 'sick' } });
  });

  it('rate: the stored rating, then the rating sent once, with no check before', async () => {
    const { api, actors } = arrange(createRateBookingActors);
    const stored = { rating: null, feedback: null, reason: null, reasons };
    expect(await run(actors.loadOptions, { bookingId: 'bk-2' }, api, [stored])).toEqual(stored);
    expect(api.callsTo(customer.bookingRating)[0]!.input).toEqual({ params: { id: 'bk-2' } });
    expect(await run(actors.commitChange, { bookingId: 'bk-2', rating: 5, reason: 'away' }, api, [undefined])).toBeNull();
    expect(api.callsTo(customer.rateBooking)[0]!.input).toEqual({ params: { id: 'bk-2' }, body: { rating: 5, reason: 'away' } });
    await expect(run(actors.validateChange, { bookingId: 'bk-2', rating: 5 }, api, [])).rejects.toThrow();
    expect(api.calls).toHaveLength(2);
  });
});
