import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { AnyEventObject } from 'xstate';
import { SESSION_SYSTEM_ID } from '../../machines/session/constants';
import type { AuthStatus } from '../../api/contract/auth';
import { ApiRequestError, UnhandledServerError } from '../../api/errors';
import { cancelLoginOnLeave } from '../../machines/eidLogin/eidLogin.actors';
import { eidLoginMachine, usesQr } from '../../machines/eidLogin/eidLogin.machine';
import type { EidMessageKey } from '../../machines/eidLogin/eidLogin.messages';
import { selectEidLogin } from '../../machines/eidLogin/eidLogin.selectors';
import { bankIdAutoStartUrl } from '../../machines/eidLogin/eidLogin.urls';
import type { EidLoginSnapshot } from '../../machines/eidLogin/eidLogin.selectors';
import type { EidDevice, EidLoginInput, OpenBankIdAppParams } from '../../machines/eidLogin/eidLogin.types';
import { LoginView } from '../../ui/eidLogin/LoginView';
import { actorProbe } from '../support/actorProbe';
import type { ControllableActor } from '../support/fakeActors';
import { fakeApi } from '../support/fakeApi';
import type { FakeApi } from '../support/fakeApi';
import { transient, useModelCoverage } from '../support/modelTest';
import { button, renderView } from '../support/renderView';
import { useViewTestHooks } from '../support/viewHooks';
import { describeViewModel, settle } from '../support/viewModel';
import type { EventExecutors, InvokeEvent, StepInfo, ViewAssertions } from '../support/viewModel';
import { alreadyInProgress, choice, complete, eidCallFakes, expired, order, pending, signing, startFailed, userCancel } from '../eidLogin/eidLogin.support';
import type { EidCallFakes } from '../eidLogin/eidLogin.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof eidLoginMachine;

interface Env extends EidCallFakes {
  device: EidDevice;
  api: FakeApi;
  /** Orders cancelled, in order. */
  cancels: string[];
  /** Orders held (times `polling` was entered), and the cancels counted when the newest was taken. */
  holds: number;
  cancelsBeforeHold: number;
  openBankIdApp: Mock<(params: OpenBankIdAppParams) => void>;
  /** What the session heard from the login. */
  heard: unknown[];
}

/** BankID's recommended messages, in English, for the keys these paths reach. */
const MESSAGES: Partial<Record<EidMessageKey, string>> = {
  'eid.rfa.rfa1': 'Start your BankID app.',
  'eid.rfa.rfa4': 'An identification or signing for this personal number is already started. Please try again.',
  'eid.rfa.rfa5': 'Internal error. Please try again.',
  'eid.rfa.rfa6': 'Action cancelled.',
  'eid.rfa.rfa8':
    "The BankID app is not responding. Please check that it's started and that you have internet access. If you don't have a valid BankID you can get one from your bank. Try again.",
  'eid.rfa.rfa9': 'Enter your security code in the BankID app and select Identify or Sign.',
  'eid.rfa.rfa13': 'Trying to start your BankID app.',
  'eid.rfa.rfa17a':
    "The BankID app couldn't be found on your computer or mobile device. Please install it and get a BankID from your bank. Install the app from your app store or https://install.bankid.com.",
  'eid.rfa.rfa17b':
    "Failed to scan the QR code. Start the BankID app and scan the QR code. Check that the BankID app is up to date. If you don't have the BankID app, you need to install it and get a BankID from your bank. Install the app from your app store or https://install.bankid.com.",
};

function message(key: EidMessageKey | null): string {
  const text = key && MESSAGES[key];
  if (!text) throw new Error(`no English text listed for ${String(key)}`);
  return text;
}

/** The device as the browser reports it: a phone's user agent, or a computer's fine pointer. */
function setDevice(device: EidDevice): void {
  if (device === 'mobile') {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148');
  }
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

function renderLogin(device: EidDevice): Env {
  setDevice(device);
  const heard: unknown[] = [];
  const env: Env = {
    device,
    api: fakeApi(),
    ...eidCallFakes(),
    cancels: [],
    holds: 0,
    cancelsBeforeHold: 0,
    openBankIdApp: vi.fn(),
    heard,
  };
  // The real holder, counting when it starts holding an order.
  const holder = cancelLoginOnLeave(({ orderRef }) => env.cancels.push(orderRef));
  const cancelLogin: typeof holder = {
    ...holder,
    start: (snapshot, scope) => {
      env.holds += 1;
      env.cancelsBeforeHold = env.cancels.length;
      holder.start?.(snapshot, scope);
    },
  };
  actorProbe.provide(eidLoginMachine.id, {
    actors: { startLogin: env.startLogin.logic, pollStatus: env.pollStatus.logic, fetchQr: env.fetchQr.logic, cancelLogin },
    actions: { openBankIdApp: (_: unknown, params: OpenBankIdAppParams) => env.openBankIdApp(params) },
  });
  renderView(<LoginView simulator={false} />, { client: env.api.client });
  // The session the log-in page tells of the result, in the login's system as the site holds it in the tab's: a
  // listener the test reads (the session chart has tests of its own).
  createActor(fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.push(event))), {
    parent: actorProbe.actor(eidLoginMachine.id)!,
    systemId: SESSION_SYSTEM_ID,
  }).start();
  return env;
}

// Queries -----------------------------------------------------------------

const CAPTION = 'Open the BankID app on your phone and scan the QR code.';
const login = () => screen.getByTestId('login');
const panel = () => login().querySelector<HTMLElement>('[data-status]');
const statusLine = () => screen.getByTestId('login-status');
const openLink = () => screen.queryByTestId('open-bankid');
const qrFigure = () => screen.queryByText(CAPTION)?.closest('figure') ?? null;
const buttonNames = () => within(login()).queryAllByRole('button').map((element) => element.textContent);
const liveContext = () => (actorProbe.actor(eidLoginMachine.id)?.getSnapshot() as EidLoginSnapshot | undefined)?.context;

const images = new Map<string, Promise<string>>();
/** The image `QrCode` draws for a content (same library, same options). */
function qrImage(content: string): Promise<string> {
  let image = images.get(content);
  if (!image) {
    image = QRCode.toDataURL(content, { errorCorrectionLevel: 'L', margin: 2, width: 232 });
    images.set(content, image);
  }
  return image;
}
const drawn = new Map<string, string>();

/** Waits until a shown QR code is drawn from the chart's current content (the library draws asynchronously). */
async function qrDrawn(): Promise<void> {
  await settle();
  const content = liveContext()?.qrCode;
  if (!qrFigure() || !content) return;
  const expected = await qrImage(content);
  drawn.set(content, expected);
  await vi.waitFor(() => expect(qrFigure()?.querySelector('img')?.getAttribute('src')).toBe(expected), { timeout: 5000, interval: 5 });
}

/** A step: the user action, then what it sets going has rendered. */
const step =
  <TEvent,>(act: (event: TEvent, env: Env) => void) =>
  async (event: TEvent, env: Env) => {
    act(event, env);
    await qrDrawn();
  };

// A click on the `bankid:` link would make jsdom try to navigate; the view's
// click handler runs either way.
function clickLink(link: HTMLElement | null): void {
  if (!link) throw new Error('no "Open BankID on this device" link');
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(link);
}

const executors = {
  'login.started': step(({ sameDevice }) =>
    fireEvent.click(button(login(), sameDevice === undefined ? 'Log in' : sameDevice ? 'Open BankID' : 'BankID on another device')),
  ),
  'login.cancelled': step(() => fireEvent.click(button(login(), 'Cancel'))),
  'login.retried': step(() => fireEvent.click(button(login(), 'Try again'))),
  'device.changed': step(({ sameDevice }) => {
    if (sameDevice) clickLink(openLink());
    else fireEvent.click(button(login(), 'Use BankID on another device'));
  }),
} satisfies EventExecutors<Machine, Env>;

const settles = (actor: (env: Env) => ControllableActor<unknown, unknown>) => ({
  done: async (event: InvokeEvent, env: Env) => {
    actor(env).resolve(event.output);
    await qrDrawn();
  },
  error: async (event: InvokeEvent, env: Env) => {
    actor(env).reject(event.error);
    await qrDrawn();
  },
});

const invokes = {
  startLogin: settles((env) => env.startLogin as ControllableActor<unknown, unknown>),
  pollStatus: settles((env) => env.pollStatus as ControllableActor<unknown, unknown>),
  fetchQr: settles((env) => env.fetchQr as ControllableActor<unknown, unknown>),
};

// Assertions --------------------------------------------------------------

const cancelsOfLastOrder = (env: Env) => env.cancels.length - env.cancelsBeforeHold;

/** Holds on every screen: the page, the panel's status, at most one cancel and one autostart per order, none on a computer. */
function expectPage(snapshot: EidLoginSnapshot, env: Env): void {
  expect(login()).toHaveAccessibleName('Log in with BankID');
  expect(login()).toHaveTextContent('See and change your bookings, invoices and subscriptions.');
  expect(panel()).toHaveAttribute('data-status', selectEidLogin(snapshot).status);
  expect(statusLine()).toHaveAttribute('role', 'status');
  expect(statusLine()).toHaveAttribute('aria-live', 'polite');
  expect(env.cancels.length).toBeLessThanOrEqual(env.holds);
  if (env.device === 'desktop') expect(env.openBankIdApp).not.toHaveBeenCalled();
  expect(env.openBankIdApp.mock.calls.length).toBeLessThanOrEqual(env.holds);
  // Nothing is called with the client itself: the chart's calls are the fakes.
  expect(env.api.calls).toEqual([]);
}

function expectNoQr(): void {
  expect(qrFigure()).toBeNull();
  expect(screen.queryByTestId('bankid-qr')).toBeNull();
  expect(screen.queryByTestId('qr-placeholder')).toBeNull();
}

/** The QR code as the chart has it: a placeholder until the first frame, then that frame's image. */
function expectQr(content: string | null): void {
  const figure = qrFigure();
  expect(figure).not.toBeNull();
  const image = within(figure!).queryByTestId('bankid-qr');
  if (content === null) {
    expect(image).toBeNull();
    expect(within(figure!).getByTestId('qr-placeholder')).toHaveAttribute('aria-hidden', 'true');
    return;
  }
  expect(image).toHaveAttribute('alt', 'QR code to scan with the BankID app');
  expect(image).toHaveAttribute('src', drawn.get(content));
}

/** An order is open: BankID's message for the moment, "open BankID here", cancel, and the QR code while it is used. */
function expectOpenOrder(snapshot: EidLoginSnapshot, env: Env): void {
  expectPage(snapshot, env);
  const { context } = snapshot;
  const view = selectEidLogin(snapshot);
  expect(statusLine()).toHaveTextContent(message(view.messageKey), { normalizeWhitespace: true });
  expect(screen.queryByRole('alert')).toBeNull();
  const link = openLink();
  expect(link).toHaveAttribute('href', bankIdAutoStartUrl(order.autoStartToken));
  expect(link).toHaveTextContent('Open BankID on this device');
  expect(link).not.toHaveAttribute('target');
  expect(buttonNames()).toEqual([...(context.sameDevice ? ['Use BankID on another device'] : []), 'Cancel']);
  if (view.status === 'signing' || !usesQr(context)) expectNoQr();
  else expectQr(context.qrCode);
  // The open order is not cancelled; a phone using BankID here opened the app for it.
  expect(cancelsOfLastOrder(env)).toBe(0);
  if (env.device === 'mobile' && env.openBankIdApp.mock.calls.length > 0) {
    expect(env.openBankIdApp).toHaveBeenLastCalledWith({ autoStartToken: order.autoStartToken, simulator: false });
  }
}

/** The login ended at BankID or in a call: the message as an alert, try again and cancel. */
function expectFailure(snapshot: EidLoginSnapshot, env: Env): void {
  expectPage(snapshot, env);
  const { context } = snapshot;
  const alert = screen.getByTestId('login-error');
  expect(alert).toHaveAttribute('role', 'alert');
  expect(alert).toHaveTextContent(message(context.failureKey), { normalizeWhitespace: true });
  expect(statusLine()).toHaveTextContent(/^$/);
  expect(openLink()).toBeNull();
  expectNoQr();
  expect(buttonNames()).toEqual([...(context.sameDevice ? ['Use BankID on another device'] : []), 'Cancel', 'Try again']);
  expect(env.heard).toEqual([]);
}

/** The login resolved: the person is identified and the session told, once; nothing left to press. */
function expectResolved(snapshot: EidLoginSnapshot, env: Env, result: AuthStatus): void {
  expectPage(snapshot, env);
  expect(snapshot.status).toBe('done');
  expect(statusLine()).toHaveTextContent(/^You are identified\.$/);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(buttonNames()).toEqual([]);
  expect(openLink()).toBeNull();
  expectNoQr();
  expect(env.heard).toEqual([{ type: 'login.completed', result }]);
  // The order ended at BankID: nothing to cancel.
  expect(cancelsOfLastOrder(env)).toBe(0);
}

/** Orders started so far on this path (each entry into `starting` is one; switching device there is not). */
const starts = (step: StepInfo<Machine>) =>
  step.trail.filter((state, index) => state.matches('starting') && !step.trail[index - 1]?.matches('starting')).length;

const assertions: ViewAssertions<Machine, Env> = {
  opening: transient('opening'),
  idle: (snapshot, env) => {
    expectPage(snapshot, env);
    // A phone (or a computer after cancelling) asks how: BankID here or on another device; a computer can also just start.
    expect(buttonNames()).toEqual(['Open BankID', 'BankID on another device', ...(env.device === 'desktop' ? ['Log in'] : [])]);
    expect(statusLine()).toHaveTextContent(/^$/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(openLink()).toBeNull();
    expectNoQr();
    expect(env.heard).toEqual([]);
    // A cancelled order was cancelled at BankID, once.
    expect(cancelsOfLastOrder(env)).toBeLessThanOrEqual(1);
  },
  starting: (snapshot, env, step) => {
    expectPage(snapshot, env);
    expect(statusLine()).toHaveTextContent(/^Starting BankID…$/);
    expect(buttonNames()).toEqual([...(snapshot.context.sameDevice ? ['Use BankID on another device'] : []), 'Cancel']);
    expect(openLink()).toBeNull();
    expectNoQr();
    expect(env.startLogin.inputs).toHaveLength(starts(step));
    expect(env.startLogin.inputs.at(-1)).toEqual({});
  },
  'polling.status.waiting': expectOpenOrder,
  'polling.status.checking': (snapshot, env) => {
    expectOpenOrder(snapshot, env);
    expect(env.pollStatus.inputs.at(-1)).toEqual({ orderRef: order.orderRef });
  },
  'polling.qr.deciding': transient('polling.qr.deciding'),
  'polling.qr.fetching': (snapshot, env) => {
    expect(usesQr(snapshot.context)).toBe(true);
    expect([order.qrToken, pending.qrToken]).toContain(env.fetchQr.inputs.at(-1)?.qrToken);
  },
  'polling.qr.waiting': (snapshot) => {
    // Between frames: the last frame stays (checked with the order), nothing is fetched.
    if (!usesQr(snapshot.context) || selectEidLogin(snapshot).status === 'signing') expectNoQr();
  },
  complete: (snapshot, env) => expectResolved(snapshot, env, complete),
  choice: (snapshot, env) => expectResolved(snapshot, env, choice),
  failed: (snapshot, env) => {
    expectFailure(snapshot, env);
    // BankID ended the order: nothing to cancel.
    expect(cancelsOfLastOrder(env)).toBe(0);
  },
  error: (snapshot, env) => {
    expectFailure(snapshot, env);
    // A failed poll leaves the order open at BankID: it was cancelled, once. A failed start had no order.
    if (snapshot.context.order) expect(cancelsOfLastOrder(env)).toBe(1);
  },
};

// Scenarios ---------------------------------------------------------------

const events = [
  { type: 'login.started', sameDevice: true },
  { type: 'login.started', sameDevice: false },
  { type: 'login.started' },
  { type: 'device.changed', sameDevice: true },
  { type: 'device.changed', sameDevice: false },
  { type: 'xstate.done.actor.startLogin', output: order },
  { type: 'xstate.error.actor.startLogin', error: alreadyInProgress },
  { type: 'xstate.error.actor.startLogin', error: new ApiRequestError({ reason: 'network' }) },
  ...[pending, signing, complete, choice, expired, startFailed, userCancel].map((output) => ({ type: 'xstate.done.actor.pollStatus', output })),
  { type: 'xstate.error.actor.pollStatus', error: new UnhandledServerError() },
  { type: 'xstate.done.actor.fetchQr', output: { qrCode: 'bankid.frame-1' } },
  { type: 'xstate.done.actor.fetchQr', output: { qrCode: 'bankid.frame-2' } },
  { type: 'xstate.error.actor.fetchQr', error: new Error('qr failed') },
];

const NO_LOG_IN_ON_A_PHONE = 'a phone has no "Log in" button (it chooses BankID here or on another device)';
const NO_LINK_WITHOUT_ORDER = '"Open BankID on this device" shows only while an order is open';
const NO_QR_BUTTON = '"Use BankID on another device" shows only while BankID is on this device';

/** Controls a screen does not have, on a computer and on a phone. */
const COMMON_GAPS = [
  ...['error', 'failed', 'starting'].flatMap((state) => [`"${state}" ─ device.changed: ${NO_LINK_WITHOUT_ORDER}`, `"${state}" ─ device.changed: ${NO_QR_BUTTON}`]),
  ...['checking', 'waiting'].flatMap((status) =>
    ['fetching', 'waiting'].map((qr) => `{"polling":{"status":"${status}","qr":"${qr}"}} ─ device.changed: ${NO_QR_BUTTON}`),
  ),
];

function screenOf(snapshot: EidLoginSnapshot) {
  const view = selectEidLogin(snapshot);
  return { value: snapshot.value, view: { ...view, qrCode: view.qrCode !== null }, last: snapshot.context.lastStatus?.status ?? null };
}

/** As the log-in page starts it: the tab's session hears of the result. */
const input = (device: EidDevice): EidLoginInput => ({ device, simulator: false, autoStart: device === 'desktop', tellsSession: true });

describeViewModel('e-ID log-in view', {
  // Paths are generated from the chart with a holder that calls nothing (the graph walk runs no calls).
  machine: eidLoginMachine.provide({ actors: { cancelLogin: cancelLoginOnLeave(() => {}) } }),
  executors,
  invokes,
  assertions,
  // The poll (2 s) and the QR tick (1 s) run concurrently: each delay step fires its own timer only.
  delayClock: true,
  // A screen is the state and what the panel shows (whether a QR frame is there, not which).
  serialize: screenOf,
  // Every screen is visited; each transition (by state, device choice, event and target) is walked from one of them.
  screenKey: (snapshot) => JSON.stringify(screenOf(snapshot)),
  // The client and the session the page hands the chart are the page's own; the rest must match.
  project: ({ status, value, context }) =>
    JSON.parse(JSON.stringify({ status, value, context: { ...(context as object), api: undefined } })),
  unproducible: (snapshot, event, { scenario }) => {
    const { sameDevice } = snapshot.context;
    if (event.type === 'login.started' && event.sameDevice === undefined && scenario.startsWith('phone')) return NO_LOG_IN_ON_A_PHONE;
    if (event.type !== 'device.changed') return null;
    if (event.sameDevice === true && !snapshot.hasTag('orderOpen')) return NO_LINK_WITHOUT_ORDER;
    if (event.sameDevice === false && !sameDevice) return NO_QR_BUTTON;
    return null;
  },
  scenarios: [
    {
      name: 'computer (starts at once, QR code)',
      input: input('desktop'),
      events,
      render: () => renderLogin('desktop'),
      unproducibleEdges: [...COMMON_GAPS],
    },
    {
      name: 'phone (BankID on this device, or QR code on another)',
      input: input('mobile'),
      events,
      render: () => renderLogin('mobile'),
      unproducibleEdges: [...COMMON_GAPS, `"idle" ─ login.started: ${NO_LOG_IN_ON_A_PHONE}`],
    },
  ],
});

describe('e-ID log-in view pinned', () => {
  it('a phone opens BankID itself once the order is there, and the link carries the autostart token', async () => {
    vi.useFakeTimers();
    const env = renderLogin('mobile');
    fireEvent.click(button(login(), 'Open BankID'));
    env.startLogin.resolve(order);
    await settle();
    expect(env.openBankIdApp.mock.calls).toEqual([[{ autoStartToken: 'autostart-1', simulator: false }]]);
    expect(openLink()).toHaveAttribute('href', 'bankid:///?autostarttoken=autostart-1&redirect=null');
    expect(statusLine()).toHaveTextContent('Trying to start your BankID app.');
    expectNoQr();
  });

  it('leaving the page with an open order cancels it at BankID, once', async () => {
    vi.useFakeTimers();
    const env = renderLogin('desktop');
    env.startLogin.resolve(order);
    await settle();
    expect(env.cancels).toEqual([]);
    cleanup();
    expect(env.cancels).toEqual(['order-1']);
  });
});
