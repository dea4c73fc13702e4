// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { NotFoundError } from '../../../api/errors';
import { staffDeskMachine } from '../../../machines/staffDesk/staffDesk.machine';
import { OSKAR, OSKAR_SSN } from '../../../model-tests/staffDesk/staffDesk.support';
import { ACTING_FOR_STORAGE_KEY, readActingFor } from '../../../ui/staff/actingFor';
import { stopActingFor } from '../../../ui/staff/actingForStore';
import { withStaffDeskEdge } from '../../../ui/staff/useStaffDesk';

/**
 * The desk hears every change of the tab's acting-for store, its own
 * included: forgetting a customer must not be heard as a reason to forget
 * again (that echo once looped for ever when a number was not a customer).
 */
function startDesk(lookUp: () => Promise<typeof OSKAR>) {
  const machine = withStaffDeskEdge(staffDeskMachine, () => {}).provide({
    actors: { lookUpCustomer: fromPromise(lookUp) },
  });
  return createActor(machine, { input: { readToken: () => 'token' } }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => window.sessionStorage.clear());

describe('the staff desk with the tab store', () => {
  it('shows the register form for a number that is not a customer, acting for nobody', async () => {
    const desk = startDesk(() => Promise.reject(new NotFoundError({ status: 404 })));
    desk.send({ type: 'lookup.submitted', ssn: OSKAR_SSN });
    await settle();
    expect(desk.getSnapshot().matches('notCustomer')).toBe(true);
    expect(readActingFor()).toBeNull();
    desk.stop();
  });

  it('acts for a customer found, and lets them go when the header does', async () => {
    const desk = startDesk(() => Promise.resolve(OSKAR));
    desk.send({ type: 'lookup.submitted', ssn: OSKAR_SSN });
    await settle();
    expect(desk.getSnapshot().matches('found')).toBe(true);
    expect(readActingFor()).toEqual({ ssn: OSKAR_SSN, name: 'Oskar Lindqvist' });
    stopActingFor();
    await settle();
    expect(desk.getSnapshot().matches('idle')).toBe(true);
    expect(readActingFor()).toBeNull();
    desk.stop();
  });
});

describe('the customer acted for, as the tab keeps it', () => {
  it('is read only in the shape the desk writes: anything else in the tab is nobody', () => {
    for (const stored of ['{"ssn":"","name":"x"}', '{"ssn":19811218,"name":"x"}', '{"ssn":"19811218-9876"}', '["19811218-9876"]', 'null', '"x"', '{not json']) {
      window.sessionStorage.setItem(ACTING_FOR_STORAGE_KEY, stored);
      expect(readActingFor(), stored).toBeNull();
    }
    window.sessionStorage.setItem(ACTING_FOR_STORAGE_KEY, JSON.stringify({ ssn: OSKAR_SSN, name: 'Oskar Lindqvist', extra: true }));
    expect(readActingFor()).toEqual({ ssn: OSKAR_SSN, name: 'Oskar Lindqvist' });
  });
});
