import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { Locale } from '../../i18n/locales';
import { accountUsersMachine, type AccountUsersMachine } from '../../machines/myPages/accountUsers/accountUsers.machine';
import { selectAccountUsers, type AccountUsersSnapshot } from '../../machines/myPages/accountUsers/accountUsers.selectors';
import type { AccountUsers, RemoveUserInput, SetContactInput } from '../../machines/myPages/accountUsers/accountUsers.types';
import { UsersList } from '../../ui/myPages/users/UsersPage';
import { ADMIN, INVITED, OWNER, USERS_EVENTS } from '../myPages/users.support';
import { controllableActor, type ControllableActor } from '../support/fakeActors';
import { useModelCoverage } from '../support/modelTest';
import { useViewTestHooks } from '../support/viewHooks';
import type { EventExecutors, ViewAssertions } from '../support/viewModel';
import { COMMON, buttonIn, buttonNames, describePanelModel, press, renderPanel, settlesEach, type PanelEnv } from './panels.support';

vi.mock('@xstate/react', async (importOriginal) =>
  (await import('../support/actorProbe')).probeXstateReact(await importOriginal()),
);

const recorder = useModelCoverage(import.meta.url);
useViewTestHooks(recorder);

type Machine = typeof accountUsersMachine;

interface Env extends PanelEnv {
  loadUsers: ControllableActor<AccountUsers, void>;
  removeUser: ControllableActor<void, RemoveUserInput>;
  setContactUser: ControllableActor<void, SetContactInput>;
}

const input = {};

const render = (locale: Locale): Env =>
  renderPanel(accountUsersMachine, input, ({ actor }: { actor: ActorRefFrom<AccountUsersMachine> }) => <UsersList actor={actor} />, locale, {
    loadUsers: controllableActor<AccountUsers, void>(),
    removeUser: controllableActor<void, RemoveUserInput>(),
    setContactUser: controllableActor<void, SetContactInput>(),
  });

/** What the account holder reads, in each language (the Swedish from `i18n/locales/sv`). */
const TEXT = {
  en: {
    ...COMMON.en,
    loading: 'Loading…',
    remove: 'Remove',
    withdraw: 'Withdraw invitation',
    makeContact: 'Make contact person',
    contactPerson: 'Contact person',
    invited: 'Invitation sent, not yet answered',
    confirmRemove: `Remove ${ADMIN.firstName} ${ADMIN.lastName}? They can no longer act for the account.`,
    confirmWithdraw: `Withdraw the invitation to ${INVITED.firstName} ${INVITED.lastName}? The link will no longer work.`,
    yesRemove: 'Yes, remove',
    yesWithdraw: 'Yes, withdraw',
    no: 'No',
    ok: 'OK',
    removed: 'The person was removed.',
    withdrawn: 'The invitation was withdrawn.',
    contactChanged: 'The contact person was changed.',
    notOwner: 'Only the account holder can invite, remove people or change the contact person.',
    ownerStays: 'The account holder cannot be removed.',
    roles: { owner: 'Account holder', admin: 'Administrator', user: 'User' },
  },
  sv: {
    ...COMMON.sv,
    loading: 'Hämtar…',
    remove: 'Ta bort',
    withdraw: 'Dra tillbaka inbjudan',
    makeContact: 'Gör till kontaktperson',
    contactPerson: 'Kontaktperson',
    invited: 'Inbjudan skickad, inte besvarad än',
    confirmRemove: `Ta bort ${ADMIN.firstName} ${ADMIN.lastName}? Personen kan då inte längre företräda kontot.`,
    confirmWithdraw: `Dra tillbaka inbjudan till ${INVITED.firstName} ${INVITED.lastName}? Länken slutar då att fungera.`,
    yesRemove: 'Ja, ta bort',
    yesWithdraw: 'Ja, dra tillbaka',
    no: 'Nej',
    ok: 'OK',
    removed: 'Personen är borttagen.',
    withdrawn: 'Inbjudan är tillbakadragen.',
    contactChanged: 'Kontaktpersonen är bytt.',
    notOwner: 'Bara kontoinnehavaren kan bjuda in, ta bort personer eller byta kontaktperson.',
    ownerStays: 'Kontoinnehavaren kan inte tas bort.',
    roles: { owner: 'Kontoinnehavare', admin: 'Administratör', user: 'Användare' },
  },
};
const text = (env: Env) => TEXT[env.locale];
const REFUSAL_TEXT = { 'myPages.refusals.notAccountOwner': 'notOwner', 'myPages.refusals.ownerCannotBeRemoved': 'ownerStays' } as const;

const list = () => screen.queryByTestId('users-list');
const row = (userId: string) => {
  const found = list()?.querySelector(`[data-user="${userId}"]`);
  if (!found) throw new Error(`no row for ${userId}`);
  return found as HTMLElement;
};

const executors = {
  'removal.requested': ({ userId }, env) => press(buttonIn(row(userId), userId === INVITED.id ? text(env).withdraw : text(env).remove)),
  // "Yes, remove" or "Yes, withdraw": the confirmation's first button (its words are asserted in `confirmingRemoval`).
  'removal.confirmed': () => press(within(screen.getByTestId('confirm-removal')).getAllByRole('button')[0] as HTMLElement),
  'removal.dismissed': (_, env) => press(buttonIn(screen.getByTestId('confirm-removal'), text(env).no)),
  'contact.chosen': ({ contactPersonId }, env) => press(buttonIn(row(contactPersonId), text(env).makeContact)),
  'notice.dismissed': (_, env) => press(buttonIn(screen.getByTestId('users-problem'), text(env).ok)),
  'users.changed': () => {
    throw new Error('users.changed comes from the invitation flow (inviteUser view test)');
  },
  'load.retried': (_, env) => press(buttonIn(screen.getByTestId('users-failed'), text(env).retry)),
} satisfies EventExecutors<Machine, Env>;

/** Every row: the name, the role, the marks, and only the actions the person allows (never removing the owner). */
function expectRows(snapshot: AccountUsersSnapshot, env: Env, disabled: boolean): void {
  const view = selectAccountUsers(snapshot);
  const rows = within(list()!).getAllByTestId('user');
  expect(rows.map((element) => element.getAttribute('data-user'))).toEqual(view.rows.map((r) => r.user.id));
  for (const { user, removable, canBecomeContact } of view.rows) {
    const element = row(user.id);
    expect(within(element).getByRole('heading', { level: 2 })).toHaveTextContent(`${user.firstName} ${user.lastName}`);
    expect(element).toHaveTextContent(text(env).roles[user.role]);
    expect(within(element).queryByTestId('contact-person') !== null).toBe(user.isContactPerson);
    expect(within(element).queryByTestId('invited') !== null).toBe(user.status === 'invited');
    const expected = [
      ...(canBecomeContact ? [text(env).makeContact] : []),
      ...(removable ? [user.status === 'invited' ? text(env).withdraw : text(env).remove] : []),
    ];
    const own = within(element).queryAllByRole('button').filter((button) => !button.closest('[data-testid="confirm-removal"]'));
    expect(own.map((button) => button.textContent?.trim())).toEqual(expected);
    for (const button of own) expect((button as HTMLButtonElement).disabled).toBe(disabled);
    if (user.role === 'owner') expect(own.map((button) => button.textContent?.trim())).not.toContain(text(env).remove);
  }
}

function expectChange(snapshot: AccountUsersSnapshot, env: Env): void {
  const change = screen.getByTestId('users-change');
  expect(change).toHaveAttribute('role', 'status');
  const words = { userRemoved: text(env).removed, invitationWithdrawn: text(env).withdrawn, contactChanged: text(env).contactChanged };
  const last = snapshot.context.lastChange;
  expect(change.textContent).toBe(last ? words[last] : '');
}

const assertions: ViewAssertions<Machine, Env> = {
  loading: (s, env) => {
    if (s.context.users.length === 0) {
      expect(screen.getByTestId('users-loading')).toHaveTextContent(text(env).loading);
      expect(list()).toBeNull();
    } else {
      // Read again after a change: the last list stays, its buttons wait.
      expectRows(s, env, true);
      expectChange(s, env);
    }
  },
  loadFailed: (_, env) => {
    const failed = screen.getByTestId('users-failed');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent(text(env).error);
    expect(buttonNames(failed)).toEqual([text(env).retry]);
  },
  'listing.idle': (s, env) => {
    expectRows(s, env, false);
    expectChange(s, env);
    expect(screen.queryByTestId('confirm-removal')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'listing.confirmingRemoval': (s, env) => {
    expectRows(s, env, true);
    const confirm = within(row(s.context.removal!.id)).getByTestId('confirm-removal');
    const invited = s.context.removal!.status === 'invited';
    expect(confirm).toHaveTextContent(invited ? text(env).confirmWithdraw : text(env).confirmRemove);
    expect(buttonNames(confirm)).toEqual([invited ? text(env).yesWithdraw : text(env).yesRemove, text(env).no]);
    // The question takes the focus.
    expect(confirm.querySelector('p')).toHaveFocus();
  },
  'listing.removing': (s, env) => {
    expectRows(s, env, true);
    const confirm = within(row(s.context.removal!.id)).getByTestId('confirm-removal');
    for (const button of within(confirm).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  },
  'listing.savingContact': (s, env) => {
    expectRows(s, env, true);
  },
  'listing.refused': (s, env) => {
    expectRows(s, env, true);
    const problem = screen.getByTestId('users-problem');
    expect(problem).toHaveAttribute('role', 'alert');
    const key = s.context.refusalKey as keyof typeof REFUSAL_TEXT;
    expect(problem).toHaveTextContent(text(env)[REFUSAL_TEXT[key]]);
  },
  'listing.failed': (s, env) => {
    expectRows(s, env, true);
    expect(screen.getByTestId('users-problem')).toHaveTextContent(text(env).error);
  },
  ended: () => {
    expect(list()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
};

const NO_BUTTON = 'no such button in the row (the owner is never removable; the contact person and an invitation cannot become contact person)';
const FROM_INVITE = 'sent by the invitation flow once an invitation is signed (inviteUser view test)';

describePanelModel('users list view', {
  machine: accountUsersMachine,
  executors,
  invokes: settlesEach<Env>('loadUsers', 'removeUser', 'setContactUser'),
  assertions,
  // A screen: the state and what the list renders of it.
  serialize: (s) => ({ value: s.value, view: selectAccountUsers(s) }),
  unproducible: (_, event) => {
    if (event.type === 'users.changed') return FROM_INVITE;
    if (event.type === 'removal.requested' && event.userId === OWNER.id) return NO_BUTTON;
    if (event.type === 'contact.chosen' && (event.contactPersonId === OWNER.id || event.contactPersonId === INVITED.id)) return NO_BUTTON;
    return null;
  },
  input,
  events: USERS_EVENTS,
  render,
  unproducibleEdges: [
    `{"listing":"failed"} ─ users.changed: ${FROM_INVITE}`,
    `{"listing":"idle"} ─ contact.chosen: ${NO_BUTTON}`,
    `{"listing":"idle"} ─ removal.requested: ${NO_BUTTON}`,
    `{"listing":"idle"} ─ users.changed: ${FROM_INVITE}`,
    `{"listing":"refused"} ─ users.changed: ${FROM_INVITE}`,
  ],
});
