import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import dynamic from 'next/dynamic';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { accountName } from '../../../api/contract/accountName';
import type { Customer } from '../../../api/contract/customer';
import { createAccountUsersActors } from '../../../machines/myPages/accountUsers/accountUsers.actors';
import { accountUsersMachine, type AccountUsersMachine } from '../../../machines/myPages/accountUsers/accountUsers.machine';
import { selectAccountUsers, type AccountUsersView, type UserRow } from '../../../machines/myPages/accountUsers/accountUsers.selectors';
import type { AccountUser } from '../../../machines/myPages/accountUsers/accountUsers.types';
import { Button } from '../../components/Button';
import { useEidDevice } from '../../eidLogin/device';
import { useApi } from '../../shell/ApiContext';
import { useFocusOn } from '../../components/useFocusOnChange';
import { MyPagesGate } from '../MyPagesGate';
import { translateServerKey } from './serverMessage';
import pageStyles from '../myPages.module.css';
import styles from './users.module.css';
import { useSiteActorRef } from '../../site/siteActors';

/** The invitation's chart, its BankID signing and its panel: fetched once the list shows, not with the page. */
const loadInviteFlow = () => import('./InviteFlow').then((module) => module.InviteFlow);
const InviteFlow = dynamic(loadInviteFlow, { ssr: false });

/** `accountUsers`: who may act for the account, behind login. */
export function UsersPage({ simulator }: { simulator: boolean }) {
  return (
    <MyPagesGate>
      {(customer) => <UsersView customer={customer} simulator={simulator} />}
    </MyPagesGate>
  );
}

/**
 * The people who may act for the account acted as, the contact person
 * marked, open invitations as such; change the contact person, remove a
 * person or withdraw an invitation (asked once more; never the owner), and
 * invite a person, signed with BankID. The list is the `accountUsers` chart;
 * an invitation is the `inviteUser` chart, started when the panel opens.
 */
function UsersView({ customer, simulator }: { customer: Customer; simulator: boolean }) {
  const { i18n } = useLingui();
  // Acting by power of attorney, the person may see the account's users, not change them (the server refuses it).
  const manages = !customer.isPowerOfAttorney;
  const api = useApi();
  const machine = useMemo(() => accountUsersMachine.provide({ actors: createAccountUsersActors(api) }), [api]);
  const actor = useSiteActorRef(machine, { input: {} });
  const view = useSelector(actor, selectAccountUsers, shallowEqual);
  // The device is known only in the browser (QR code on a computer, BankID here on a phone).
  const device = useEidDevice();
  const [inviting, setInviting] = useState(false);
  const titleId = useId();
  // Fetched ahead, so the panel opens at once when asked for.
  useEffect(() => {
    void loadInviteFlow();
  }, []);

  return (
    <section className={pageStyles.page} aria-labelledby={titleId} aria-busy={view.busy} data-testid="users-page" data-status={view.status}>
      <h1 id={titleId}>
        <Trans id="myPages.users.title">Users and power of attorney</Trans>
      </h1>
      <p>
        <Trans id="myPages.users.lead">These people can act for {accountName(customer.activeAccount)}: book, see visits and invoices.</Trans>
      </p>
      <UsersList actor={actor} manages={manages} />
      {view.status === 'ready' && !manages && (
        <p className={pageStyles.muted} data-testid="users-read-only">
          {i18n._('myPages.refusals.notAccountOwner')}
        </p>
      )}
      {view.status === 'ready' &&
        manages &&
        (inviting && device ? (
          <InviteFlow device={device} simulator={simulator} users={actor} onClose={() => setInviting(false)} />
        ) : (
          <Button onClick={() => setInviting(true)} data-testid="invite-open">
            <Trans id="myPages.users.inviteOpen">Invite a person</Trans>
          </Button>
        ))}
    </section>
  );
}

/** The list and its changes: what the `accountUsers` chart says, and the buttons that tell it. */
export function UsersList({ actor, manages = true }: { actor: ActorRefFrom<AccountUsersMachine>; manages?: boolean }) {
  const { i18n } = useLingui();
  const view = useSelector(actor, selectAccountUsers, shallowEqual);
  if (view.status === 'loading') {
    return (
      <p className={pageStyles.loading} role="status" data-testid="users-loading">
        <Trans id="myPages.users.loading">Loading…</Trans>
      </p>
    );
  }
  if (view.status === 'loadFailed') {
    return (
      <div className={pageStyles.problem} role="alert" data-testid="users-failed">
        <p>{i18n._('common.errors.default')}</p>
        <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'load.retried' })}>
          <Trans id="myPages.users.retry">Try again</Trans>
        </Button>
      </div>
    );
  }
  if (view.status === 'ended') return null;
  return (
    <>
      <p role="status" aria-live="polite" className={view.lastChange ? styles.notice : undefined} data-testid="users-change">
        {view.lastChange === 'userRemoved' && <Trans id="myPages.users.removed">The person was removed.</Trans>}
        {view.lastChange === 'invitationWithdrawn' && <Trans id="myPages.users.withdrawn">The invitation was withdrawn.</Trans>}
        {view.lastChange === 'contactChanged' && <Trans id="myPages.users.contactChanged">The contact person was changed.</Trans>}
      </p>
      {(view.refusalKey !== null || view.errorKey !== null) && (
        <div role="alert" data-testid="users-problem">
          <p className={styles.error}>{translateServerKey(i18n, view.refusalKey ?? view.errorKey)}</p>
          <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'notice.dismissed' })}>
            <Trans id="myPages.users.ok">OK</Trans>
          </Button>
        </div>
      )}
      <ul className={styles.list} data-testid="users-list">
        {view.rows.map((row) => (
          <UserItem key={row.user.id} row={row} view={view} actor={actor} manages={manages} />
        ))}
      </ul>
    </>
  );
}

function RoleName({ role }: { role: AccountUser['role'] }) {
  if (role === 'owner') return <Trans id="myPages.users.roleName.owner">Account holder</Trans>;
  if (role === 'admin') return <Trans id="myPages.users.roleName.admin">Administrator</Trans>;
  return <Trans id="myPages.users.roleName.user">User</Trans>;
}

function UserItem({ row, view, actor, manages }: { row: UserRow; view: AccountUsersView; actor: ActorRefFrom<AccountUsersMachine>; manages: boolean }) {
  const { user } = row;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const nameId = useId();
  const invited = user.status === 'invited';
  const confirming = view.confirmingRemoval?.id === user.id;
  const idle = !view.busy && view.confirmingRemoval === null && view.refusalKey === null && view.errorKey === null;
  return (
    <li className={styles.user} aria-labelledby={nameId} data-testid="user" data-user={user.id}>
      <div>
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.details}>{[user.email, user.phone].filter(Boolean).join(' · ')}</p>
        <ul className={styles.badges}>
          <li className={styles.badge}>
            <RoleName role={user.role} />
          </li>
          {user.isContactPerson && (
            <li className={styles.badge} data-testid="contact-person">
              <Trans id="myPages.users.contactPerson">Contact person</Trans>
            </li>
          )}
          {invited && (
            <li className={`${styles.badge} ${styles.badgeInvited}`} data-testid="invited">
              <Trans id="myPages.users.invited">Invitation sent, not yet answered</Trans>
            </li>
          )}
        </ul>
      </div>
      <div className={styles.actions}>
        {manages && row.canBecomeContact && (
          <Button
            variant="secondary"
            size="small"
            disabled={!idle}
            onClick={() => actor.send({ type: 'contact.chosen', contactPersonId: user.id })}
            aria-describedby={nameId}
          >
            <Trans id="myPages.users.makeContact">Make contact person</Trans>
          </Button>
        )}
        {manages && row.removable && (
          <Button variant="text" size="small" disabled={!idle} onClick={() => actor.send({ type: 'removal.requested', userId: user.id })} aria-describedby={nameId}>
            {invited ? <Trans id="myPages.users.withdraw">Withdraw invitation</Trans> : <Trans id="myPages.users.remove">Remove</Trans>}
          </Button>
        )}
      </div>
      {confirming && <ConfirmRemoval name={name} invited={invited} busy={view.busy} actor={actor} />}
    </li>
  );
}

function ConfirmRemoval({ name, invited, busy, actor }: { name: string; invited: boolean; busy: boolean; actor: ActorRefFrom<AccountUsersMachine> }) {
  const question = useFocusOn<HTMLParagraphElement>('confirm');
  const questionId = useId();
  return (
    <div className={styles.confirm} role="group" aria-labelledby={questionId} data-testid="confirm-removal">
      <p id={questionId} ref={question} tabIndex={-1}>
        {invited ? (
          <Trans id="myPages.users.confirmWithdraw">Withdraw the invitation to {name}? The link will no longer work.</Trans>
        ) : (
          <Trans id="myPages.users.confirmRemove">Remove {name}? They can no longer act for the account.</Trans>
        )}
      </p>
      <div className={styles.buttons}>
        <Button size="small" disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'removal.confirmed' })}>
          {invited ? <Trans id="myPages.users.confirmWithdrawYes">Yes, withdraw</Trans> : <Trans id="myPages.users.confirmRemoveYes">Yes, remove</Trans>}
        </Button>
        <Button variant="text" size="small" disabled={busy} onClick={() => actor.send({ type: 'removal.dismissed' })}>
          <Trans id="myPages.users.confirmNo">No</Trans>
        </Button>
      </div>
    </div>
  );
}
