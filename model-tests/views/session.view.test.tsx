import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { AuthStatus } from '../../api/contract/auth';
import { auth } from '../../api/contract/auth';
import { customerAccount } from '../../api/contract/customerAccount';
import { ApiRequestError, BadRequestError } from '../../api/errors';
import { SESSION_COOKIE_NAME } from '../../machines/session/constants';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionEvent, SessionInput } from '../../machines/session/session.types';
import { MyPagesView, registration as registrationCode } from '../../ui/session/MyPages/MyPagesView';
import { loadSessionCharts, SiteActorProvider } from '../../ui/site/SiteActor';
import { actorProbe } from '../support/actorProbe';
import { fakeApi, type FakeApi } from '../support/fakeApi';
import { fakeRouterAdapter, type FakeRouterAdapter } from '../../tests/support/fakeRouterAdapter';
import { transient, useModelCoverage } from '../support/modelTest';
import { renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle, type EventExecutors, type InvokeExecutors, type ViewAssertions } from '../support/viewModel';
import { annaCustomer } from '../support/customers';

// The page fetches the registration form as it is wanted; here its code is loaded once, before the views are walked.
beforeAll(async () => {
  await registrationCode.preload();
});

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);
vi.mock('next/router', async () => (await import('../support/fakeRouter')).nextRouterModule);
// The e-ID login runs its own chart, walked by its own view test; here it is the panel the page shows.
vi.mock('../../ui/eidLogin/LoginView', () => ({ LoginView: () => <section data-testid="login">e-ID login</section> }));

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof sessionMachine;

interface Env {
  api: FakeApi;
  router: FakeRouterAdapter;
  /** The log-in screen was shown: a screen that replaces it takes the focus. */
  sawLogin: boolean;
}

// ---------------------------------------------------------------- fixtures

const customer = annaCustomer({
  addresses: [{ id: 'addr-1', street: 'Storgatan 2', zipCode: '41301', city: 'Göteborg', primary: true }],
});
const choices = [
  { id: 'acc-1', type: 'private' as const, name: 'Anna Andersson' },
  { id: 'acc-2', type: 'business' as const, name: 'Städ AB', orgNumber: '556677-8899' },
];
const newCustomerLogin: AuthStatus = { status: 'complete', orderRef: 'o-1', sessionToken: 'temp-login', data: { newCustomer: true } };
const choiceLogin: AuthStatus = { status: 'choice', orderRef: 'o-1', sessionKey: 'key-login', data: { accounts: choices } };
const completeLogin: AuthStatus = { status: 'complete', orderRef: 'o-1', sessionToken: 'session-login', data: { newCustomer: false } };
/** What the form below sends, as the contract's schema parses it. */
const registration = {
  email: 'anna@example.se',
  mobilePhone: '+46 70 123 45 67',
  address: { street: 'Storgatan 2', zipCode: '41301', city: 'Göteborg' },
};

// ---------------------------------------------------------------- rendering

// The session's charts load after a page starts; here they are loaded first, so the page starts them as it mounts.
beforeAll(async () => {
  await loadSessionCharts();
});

/** The log-in page (`my{product}`) inside the site's session, as SiteApp gives it. */
function renderMyPages(start: { cookieSessionId?: string; query?: Record<string, string> }): Env {
  const env: Env = { api: fakeApi(), router: fakeRouterAdapter({ path: '/en/my-pages', query: start.query ?? {} }), sawLogin: false };
  // The provider reads the browser's own cookie (the server's read may be of a page every visitor gets).
  if (start.cookieSessionId) document.cookie = `${SESSION_COOKIE_NAME}=${start.cookieSessionId}; Path=/`;
  renderView(
    <SiteActorProvider>
      <MyPagesView eidSimulator={false} />
    </SiteActorProvider>,
    { client: env.api.client, router: env.router },
  );
  return env;
}

const session = (): AnyActorRef => {
  const actor = actorProbe.actor('session');
  if (!actor) throw new Error('no session actor');
  return actor;
};
/** What another chart, tab or the call layer tells the session (none of them is on this page). */
const told = (event: SessionEvent) => {
  act(() => session().send(event));
};

const registrationForm = () => screen.queryByTestId('registration');
const field = (label: string) => within(registrationForm()!).getByLabelText<HTMLInputElement>(label);

/** Fills in the registration form as a person would and sends it. */
async function submitRegistration(): Promise<void> {
  const values: Record<string, string> = {
    Email: registration.email,
    'Email again': registration.email,
    'Mobile phone': '070-123 45 67',
    'Street address': registration.address.street,
    'Postal code': registration.address.zipCode,
    City: registration.address.city,
  };
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
  const terms = within(registrationForm()!).getByRole<HTMLInputElement>('checkbox');
  if (!terms.checked) fireEvent.click(terms);
  fireEvent.submit(registrationForm()!.querySelector('form')!);
  await settle();
}

const executors = {
  'login.completed': (event) => told(event),
  'registration.submitted': () => submitRegistration(),
  'registration.completed': (event) => told(event),
  'account.chosen': async ({ account }) => {
    const name = choices.find((choice) => choice.id === account)?.name ?? account;
    fireEvent.click(within(screen.getByTestId('account-chooser')).getByText(name).closest('button')!);
    await settle();
  },
  'account.switched': (event) => told(event),
  // The forms' Cancel, where this page has one; otherwise the header's log-out (not on this page).
  'logout.requested': (event) => {
    const cancel = event.redirect ? null : (screen.queryByTestId('registration') ?? screen.queryByTestId('account-chooser'));
    const button = cancel ? within(cancel).getByText('Cancel').closest('button') : null;
    if (button && !button.disabled) fireEvent.click(button);
    else told(event);
  },
  'session.unauthorized': (event) => told(event),
  'expiredModal.loginRequested': (event) => told(event),
  'expiredModal.closed': (event) => told(event),
  'sync.received': (event) => told(event),
  // A page that trusts the tab's login asks (the customer gate of the page opened next).
  'session.confirm': (event) => told(event),
} satisfies EventExecutors<Machine, Env>;

/** The session's calls go through the API client; each step answers the one under way. */
function answers(endpoint: Parameters<FakeApi['pending']>[0], output: (event: { output?: unknown }) => unknown): InvokeExecutors<Env> {
  return {
    done: async (event, env) => {
      env.api.pending(endpoint).resolve(output(event));
      await settle();
    },
    error: async (event, env) => {
      env.api.pending(endpoint).reject(event.error);
      await settle();
    },
  };
}

const invokes = {
  loadCustomer: answers(customerAccount.get, () => customer),
  confirmSession: answers(customerAccount.get, () => customer),
  chooseAccount: answers(auth.chooseAccount, (event) => event.output),
  switchAccount: answers(auth.switchAccount, (event) => event.output),
  registerCustomer: answers(customerAccount.register, (event) => ({ ...(event.output as object), customer })),
  logout: answers(auth.logout, () => ({ ok: true })),
  exchangeHandoff: answers(auth.handoffExchange, (event) => event.output),
};

// ---------------------------------------------------------------- what the visitor sees

const busy = () => screen.queryByRole('status');
function expectOnly(testId: 'login' | 'registration' | 'account-chooser' | 'my-pages' | null): void {
  for (const id of ['login', 'registration', 'account-chooser', 'my-pages'] as const) {
    if (id === testId) expect(screen.getByTestId(id)).toBeInTheDocument();
    else expect(screen.queryByTestId(id), id).toBeNull();
  }
}
function expectLoading(): void {
  expectOnly(null);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
}
function expectMyPages(): void {
  expectOnly('my-pages');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Anna');
  // The start of My pages: its cards (each loading what it shows) and the way on to the other pages.
  for (const card of ['start-invoices', 'start-visits', 'start-subscriptions', 'start-time-bank', 'start-offers', 'start-support']) {
    expect(screen.getByTestId(card)).toBeInTheDocument();
  }
  const more = screen.getByRole('navigation', { name: 'More on My pages' });
  expect(within(more).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/en/my-pages/bookings',
    '/en/my-pages/invoices',
    '/en/my-pages/subscriptions',
    '/en/my-pages/notifications',
    '/en/my-pages/account',
    '/en/my-pages/account/users',
  ]);
}
const submitButton = () => within(registrationForm()!).getAllByRole('button').at(-1)!;
function expectRegistrationForm(): void {
  expectOnly('registration');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Become a customer');
}
/** The hand-off code in the URL was taken out of the address once, and nothing else navigated. */
function expectNavigations(env: Env): void {
  const taken = env.router.location().query.sessionToken === undefined ? [] : [{ kind: 'setQuery', changes: { sessionToken: null }, history: 'replace' }];
  const home = env.router.navigations.filter((navigation) => navigation.kind === 'go');
  expect(env.router.navigations.filter((navigation) => navigation.kind === 'setQuery')).toEqual(taken);
  for (const navigation of home) expect(navigation).toEqual({ kind: 'go', path: '/en', replace: false });
}

const assertions: ViewAssertions<Machine, Env> = {
  resolving: transient('resolving'),
  exchangingHandoff: (_, env) => {
    expectLoading();
    // The code goes to the server in a body, never as a session.
    expect(env.api.pending(auth.handoffExchange).input).toEqual({ body: { code: 'code-query' } });
    expectNavigations(env);
  },
  anonymous: (_, env) => {
    expectOnly('login');
    expectNavigations(env);
    env.sawLogin = true;
  },
  loadingCustomer: (_, env) => {
    expectLoading();
    expect(busy()).toHaveTextContent('Loading…');
    expectNavigations(env);
  },
  'loggedIn.idle': (_, env) => {
    expectMyPages();
    expectNavigations(env);
    // Logged in here, the focus left with BankID's controls goes to the page's heading, not to its body.
    if (env.sawLogin) expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  },
  'loggedIn.switchFailed': () => expectMyPages(),
  'loggedIn.confirming': ({ context }, env) => {
    // The page stays while the server is asked, with the session the tab holds.
    expectMyPages();
    expect(env.api.pending(customerAccount.get).input).toMatchObject({ sessionId: context.sessionId, fresh: true });
  },
  switchingAccount: () => expectLoading(),
  expiredModal: () => expectMyPages(),
  'newCustomer.registering.editing': () => {
    expectRegistrationForm();
    expect(submitButton()).toHaveTextContent('Become a customer');
    expect(submitButton()).toBeEnabled();
    expect(within(registrationForm()!).queryByRole('alert')).toBeNull();
  },
  'newCustomer.registering.submitting': ({ context }, env) => {
    expectRegistrationForm();
    expect(submitButton()).toHaveTextContent('Creating your account…');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(within(registrationForm()!).getByText('Cancel').closest('button')).toBeDisabled();
    // Exactly the contract's body, with the temporary session.
    const call = env.api.pending(customerAccount.register);
    expect(call.input).toEqual({ body: registration, sessionId: context.tempSessionId });
  },
  'newCustomer.registering.refused': () => {
    expectRegistrationForm();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(field('City')).not.toHaveAttribute('aria-invalid');
    // The refused field's error is announced where it shows; no form-wide error besides.
    expect(within(registrationForm()!).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Enter a valid email address.']);
    expect(submitButton()).toBeEnabled();
  },
  'newCustomer.registering.failed': () => {
    expectRegistrationForm();
    expect(within(registrationForm()!).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(submitButton()).toBeEnabled();
  },
  'choosingAccount.idle': () => {
    expectOnly('account-chooser');
    expect(within(screen.getByTestId('account-chooser')).queryByRole('alert')).toBeNull();
  },
  'choosingAccount.submitting': () => expectLoading(),
  'choosingAccount.failed': () => {
    expectOnly('account-chooser');
    expect(screen.getByTestId('account-chooser')).toHaveTextContent('Something went wrong. Please try again.');
  },
  'loggingOut.deciding': transient('loggingOut.deciding'),
  'loggingOut.calling': () => expectLoading(),
  loggedOut: transient('loggedOut'),
  syncedOut: transient('syncedOut'),
};

const events = [
  { type: 'login.completed', result: newCustomerLogin },
  { type: 'login.completed', result: choiceLogin },
  { type: 'login.completed', result: completeLogin },
  { type: 'account.chosen', account: 'acc-2' },
  { type: 'account.switched', account: 'acc-2' },
  { type: 'logout.requested', redirect: false },
  { type: 'logout.requested', redirect: true },
  { type: 'session.unauthorized' },
  { type: 'sync.received', state: 'loggedOut' },
  { type: 'sync.received', state: 'loggedIn', sessionId: 'session-other' },
  { type: 'session.confirm' },
  { type: 'registration.completed' },
  { type: 'xstate.done.actor.registerCustomer', output: { sessionToken: 'session-registered' } },
  { type: 'xstate.error.actor.registerCustomer', error: new BadRequestError([{ field: 'email', message: 'common.formErrors.email' }], { status: 400 }) },
  { type: 'xstate.error.actor.registerCustomer', error: new ApiRequestError({ status: 409 }) },
  { type: 'xstate.done.actor.chooseAccount', output: { sessionToken: 'session-chosen' } },
  { type: 'xstate.error.actor.chooseAccount', error: new ApiRequestError({ status: 409 }) },
  { type: 'xstate.done.actor.switchAccount', output: { sessionToken: 'session-switched' } },
  { type: 'xstate.error.actor.switchAccount', error: new ApiRequestError({ status: 409 }) },
  { type: 'xstate.done.actor.loadCustomer', output: customer },
  { type: 'xstate.error.actor.loadCustomer', error: new ApiRequestError({ status: 503 }) },
  { type: 'xstate.done.actor.confirmSession', output: customer },
  { type: 'xstate.error.actor.confirmSession', error: new ApiRequestError({ status: 503 }) },
  { type: 'xstate.done.actor.exchangeHandoff', output: { sessionToken: 'session-handoff', temporary: false } },
  { type: 'xstate.done.actor.exchangeHandoff', output: { sessionToken: 'temp-handoff', temporary: true } },
  { type: 'xstate.error.actor.exchangeHandoff', error: new ApiRequestError({ status: 401 }) },
  { type: 'xstate.done.actor.logout', output: { ok: true } },
  { type: 'xstate.error.actor.logout', error: new ApiRequestError({ status: 503 }) },
];

function modelInput(start: Omit<SessionInput, 'router'>): SessionInput {
  return { router: fakeRouterAdapter(), ...start };
}

describeViewModel('session views (the log-in page)', {
  machine: sessionMachine,
  executors,
  invokes,
  assertions,
  // A screen is the state; the machine tests cover the contexts.
  serialize: (state) => state.value,
  // The client and the router are the edge's; the rest of the context must equal the model's.
  project: ({ status, value, context }) =>
    JSON.parse(JSON.stringify({ status, value, context: { ...(context as object), api: null, router: null } })),
  scenarios: [
    { name: 'nobody logged in', input: modelInput({}), events, render: () => renderMyPages({}) },
    {
      name: 'a hand-off link',
      input: modelInput({ queryToken: { handoffCode: 'code-query' } }),
      events,
      render: () => renderMyPages({ query: { sessionToken: 'code-query' } }),
    },
    {
      name: 'a hand-off link over a session cookie',
      input: modelInput({ queryToken: { handoffCode: 'code-query' }, cookieSessionId: 'session-cookie' }),
      events,
      render: () => renderMyPages({ query: { sessionToken: 'code-query' }, cookieSessionId: 'session-cookie' }),
    },
    { name: 'a session cookie', input: modelInput({ cookieSessionId: 'session-cookie' }), events, render: () => renderMyPages({ cookieSessionId: 'session-cookie' }) },
  ],
});
