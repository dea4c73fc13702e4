import { assign, setup } from 'xstate';
import type { RouterLocation } from '../../router/router.types';
import { standingOf, watchPage, watchSession } from '../../session/followSession';
import type { SessionStanding } from '../../session/customerGate.types';
import type { BookingPageContext, BookingPageEvent, BookingPageInput } from './bookingPage.types';

/** Whether an address names the postal code the booking is for (the spec's query parameter `areaCode`). */
const namesPostalCode = (location: RouterLocation): boolean => typeof location.query.areaCode === 'string';

/**
 * A product's booking page, before its wizard runs. Prices, times and the
 * address are for a postal code: a booking opened without one (a shared
 * link) asks for it first (`askingPostalCode`), as the service's own form
 * would, until a navigation brings `?areaCode=`. The wizard then starts once
 * the site's session has settled (`waitingForSession`), so a customer who is
 * logged in books as themselves from the first price on; whether they are is
 * read once, as it starts (`booking`): a login made in the wizard, or a
 * logout, does not start it again.
 *
 * Runs with the session and router adapter of its input: actors
 * `watchSession` (sends `session.changed`) and `watchPage` (sends
 * `page.opened` after each navigation), the customer gate's.
 */
export const bookingPageMachine = setup({
  types: {
    context: {} as BookingPageContext,
    events: {} as BookingPageEvent,
    input: {} as BookingPageInput,
  },
  actors: { watchSession, watchPage },
  actions: {
    assignStanding: assign((_, params: { standing: SessionStanding }) => ({ standing: params.standing })),
    assignPostalCodeGiven: assign({ postalCodeGiven: true }),
    assignIdentified: assign(({ context }) => ({ identified: context.standing === 'loggedIn' })),
  },
  guards: {
    lacksPostalCode: ({ context }) => !context.postalCodeGiven,
    isSessionPending: ({ context }) => context.standing === 'pending',
    namesPostalCode: (_, params: { location: RouterLocation }) => namesPostalCode(params.location),
  },
}).createMachine({
  id: 'bookingPage',
  context: ({ input }) => ({
    session: input.session,
    router: input.router,
    postalCodeGiven: namesPostalCode(input.router.location()),
    standing: standingOf(input.session.getSnapshot()),
    identified: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      invoke: { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ session: context.session, standing: context.standing }) },
      on: { 'session.changed': { actions: { type: 'assignStanding', params: ({ event }) => ({ standing: event.standing }) } } },
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'lacksPostalCode', target: 'askingPostalCode' }, { guard: 'isSessionPending', target: 'waitingForSession' }, { target: '#bookingPage.booking' }],
        },
        // No postal code yet: the page shows the service's postal-code form, which comes back here with `?areaCode=`.
        askingPostalCode: {
          invoke: { id: 'watchPage', src: 'watchPage', input: ({ context }) => ({ router: context.router }) },
          on: {
            'page.opened': {
              guard: { type: 'namesPostalCode', params: ({ event }) => ({ location: event.location }) },
              target: 'deciding',
              actions: 'assignPostalCodeGiven',
            },
          },
        },
        // The session is not settled yet (its code is loading, a call is under way, the expired-session dialog shows).
        waitingForSession: {
          on: { 'session.changed': { target: 'deciding', actions: { type: 'assignStanding', params: ({ event }) => ({ standing: event.standing }) } } },
        },
      },
    },
    // The wizard runs, for a customer logged in when it started or for a visitor.
    booking: { entry: 'assignIdentified' },
  },
});

export type BookingPageMachine = typeof bookingPageMachine;
