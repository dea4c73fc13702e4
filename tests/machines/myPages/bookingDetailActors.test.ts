import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { booking as bookingCalls } from '../../../api/calls/booking';
import { customer } from '../../../api/contract/customer';
import { createBookingDetailActors } from '../../../machines/myPages/bookingDetail/bookingDetail.actors';
import { createBookingNoteActors } from '../../../machines/myPages/bookingNote/bookingNote.actors';
import { createMeetingActors } from '../../../machines/myPages/meeting/meeting.actors';
import { availability, bookedVisit, homeVisit } from '../../../model-tests/myPages/myPages.support';
import { fakeApi } from '../../../model-tests/support/fakeApi';

/** Runs one actor to its end, answering its one call with `answer`. */
async function run(logic: AnyActorLogic, input: unknown, api: ReturnType<typeof fakeApi>, answer: unknown): Promise<unknown> {
  const done = toPromise(createActor(logic, { input }).start());
  await Promise.resolve();
  api.calls.at(-1)!.resolve(answer);
  return done;
}

const meeting = { id: 'mt-1', status: 'booked', zipCode: '11122', flow: 'rfp', startTime: '2026-12-01T08:00:00.000Z', endTime: '2026-12-01T09:00:00.000Z' };

describe('the booking page’s actors call the server through the client they were built with', () => {
  it('reads the booking fresh, by its id', async () => {
    const api = fakeApi();
    const visit = bookedVisit();
    expect(await run(createBookingDetailActors(api.client).loadBooking, { bookingId: 'bk-1' }, api, visit)).toEqual(visit);
    expect(api.callsTo(customer.booking)[0]!.input).toEqual({ params: { id: 'bk-1' }, fresh: true });
  });

  it('saves the note for the booking', async () => {
    const api = fakeApi();
    await run(createBookingNoteActors(api.client).saveNote, { bookingId: 'bk-1', note: 'Portkod 1234' }, api, undefined);
    expect(api.callsTo(customer.setBookingNote)[0]!.input).toEqual({ params: { id: 'bk-1' }, body: { note: 'Portkod 1234' } });
  });

  it('reads, moves and cancels the home visit; its free times are the wizard’s at its postal code', async () => {
    const api = fakeApi();
    const actors = createMeetingActors(api.client);
    expect(await run(actors.loadMeeting, { meetingId: 'mt-1' }, api, meeting)).toEqual(meeting);
    expect(api.callsTo(customer.meeting)[0]!.input).toEqual({ query: { id: 'mt-1' } });
    expect(await run(actors.loadMeetingSlots, { postalCode: '11122', flow: 'rfp' }, api, availability)).toEqual(availability);
    expect(api.callsTo(bookingCalls.homeCleaningAvailability)[0]!.input).toEqual({ query: { zipCode: '11122', flow: 'rfp' } });
    const startTime = '2026-12-02T08:00:00.000Z';
    await run(actors.rescheduleMeeting, { meetingId: 'mt-1', postalCode: '11122', flow: 'rfp', startTime }, api, { ...meeting, startTime });
    expect(api.callsTo(customer.rescheduleMeeting)[0]!.input).toEqual({ body: { id: 'mt-1', zipCode: '11122', flow: 'rfp', startTime } });
    await run(actors.cancelMeeting, { meetingId: 'mt-1' }, api, undefined);
    expect(api.callsTo(customer.cancelMeeting)[0]!.input).toEqual({ body: { id: 'mt-1' } });
  });

  it('gives the note and the home-visit flows it starts the same client', async () => {
    const api = fakeApi();
    const actors = createBookingDetailActors(api.client);
    const note = createActor(actors.noteFlow, { input: { booking: bookedVisit() } }).start();
    note.send({ type: 'note.changed', value: 'Nyckeln under mattan' });
    note.send({ type: 'note.submitted' });
    expect(api.callsTo(customer.setBookingNote)).toHaveLength(1);
    const visit = homeVisit();
    createActor(actors.meetingFlow, { input: { booking: visit } }).start();
    expect(api.callsTo(customer.meeting)[0]!.input).toEqual({ query: { id: visit.id } });
  });
});
