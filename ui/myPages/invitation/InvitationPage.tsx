import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import Link from 'next/link';
import { useId, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { routePath } from '../../../api/routes';
import { formatDate } from '../../../i18n/format';
import type { EidDevice } from '../../../machines/eidLogin/eidLogin.types';
import { createAnswerInvitationActors } from '../../../machines/myPages/answerInvitation/answerInvitation.actors';
import { answerInvitationMachine, type AnswerInvitationMachine } from '../../../machines/myPages/answerInvitation/answerInvitation.machine';
import { selectAnswerInvitation, type AnswerInvitationView } from '../../../machines/myPages/answerInvitation/answerInvitation.selectors';
import type { InvitationSummary } from '../../../machines/myPages/answerInvitation/answerInvitation.types';
import { Button } from '../../components/Button';
import fields from '../../components/Fields.module.css';
import { useEidDevice } from '../../eidLogin/device';
import { EidSignPanel } from '../../eidLogin/EidSignPanel';
import { useCustomerGate } from '../../session/CustomerPages/useCustomerGate';
import { useSession } from '../../session/SessionContext';
import { useApi } from '../../shell/ApiContext';
import { useSite } from '../../shell/SiteContext';
import { useFocusOn } from '../../components/useFocusOnChange';
import { translateServerKey } from '../users/serverMessage';
import styles from '../users/users.module.css';
import { useSiteActorRef } from '../../site/siteActors';

/**
 * `invitation`: the invited person's page. Behind login like the rest of My
 * pages, but a person with no account of their own (a temporary session
 * after BankID) is admitted too; the log-in page brings them back here.
 */
export function InvitationPage({ invitationId, simulator }: { invitationId: string; simulator: boolean }) {
  const { view } = useSession();
  useCustomerGate('identified');
  // The device is known only in the browser (QR code on a computer, BankID here on a phone).
  const device = useEidDevice();
  const identified = view.isReady && !view.busy && (view.isLoggedIn || view.isNewCustomer);
  if (!identified || !device) {
    return (
      <p role="status" aria-live="polite" style={{ textAlign: 'center', margin: '4rem auto' }}>
        <Trans id="myPages.invitation.loading">Loading…</Trans>
      </p>
    );
  }
  return <InvitationFlow key={invitationId} invitationId={invitationId} device={device} simulator={simulator} isCustomer={view.isLoggedIn} />;
}

function InvitationFlow({
  invitationId,
  device,
  simulator,
  isCustomer,
}: {
  invitationId: string;
  device: EidDevice;
  simulator: boolean;
  isCustomer: boolean;
}) {
  const api = useApi();
  const machine = useMemo(() => answerInvitationMachine.provide({ actors: createAnswerInvitationActors(api) }), [api]);
  const actor = useSiteActorRef(machine, { input: { invitationId, device, simulator } });
  return <InvitationView actor={actor} simulator={simulator} isCustomer={isCustomer} />;
}

/**
 * Approve (signing with the person's own personal number, which the
 * invitation names: only they can read it) or decline. A refusal of the
 * approval is read out above the buttons.
 */
function ApprovalButtons({ actor, ssn, mobile, refusals }: { actor: ActorRefFrom<AnswerInvitationMachine>; ssn: string; mobile: boolean; refusals: string[] }) {
  return (
    <>
      {refusals.length > 0 && (
        <p className={styles.error} role="alert" data-testid="invitation-refused">
          {refusals.join(' ')}
        </p>
      )}
      <div className={styles.buttons}>
        <Button onClick={() => actor.send({ type: 'approval.submitted', ssn, sameDevice: mobile })} data-testid="invitation-approve">
          <Trans id="myPages.invitation.approve">Approve with BankID</Trans>
        </Button>
        {mobile && (
          <Button variant="secondary" onClick={() => actor.send({ type: 'approval.submitted', ssn, sameDevice: false })}>
            <Trans id="myPages.invitation.otherDevice">BankID on another device</Trans>
          </Button>
        )}
        <Button variant="text" onClick={() => actor.send({ type: 'rejection.requested' })} data-testid="invitation-decline">
          <Trans id="myPages.invitation.decline">Decline</Trans>
        </Button>
      </div>
    </>
  );
}

/**
 * Who invited the person, to which account and role, until when; approve by
 * signing with BankID (as the login looks) or decline (asked once more).
 * The flow is the `answerInvitation` chart.
 */
export function InvitationView({ actor, simulator, isCustomer }: { actor: ActorRefFrom<AnswerInvitationMachine>; simulator: boolean; isCustomer: boolean }) {
  const { i18n } = useLingui();
  const view = useSelector(actor, selectAnswerInvitation, shallowEqual);
  const mobile = useSelector(actor, (snapshot) => snapshot.context.device === 'mobile');
  const titleId = useId();
  const heading = useFocusOn<HTMLHeadingElement>(view.step);
  const back = () => actor.send({ type: 'approval.cancelled' });

  return (
    <section className={styles.invitation} aria-labelledby={titleId} aria-busy={view.busy} data-testid="invitation-page" data-step={view.step}>
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        <Title step={view.step} />
      </h1>
      {view.invitation && ['ready', 'starting', 'signing', 'signFailed', 'confirmReject', 'rejecting'].includes(view.step) && (
        <Summary invitation={view.invitation} />
      )}
      {view.step === 'loading' &&
        (view.errorKey ? (
          <div role="alert" data-testid="invitation-failed">
            <p className={styles.error}>{i18n._(view.errorKey)}</p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'load.retried' })}>
              <Trans id="myPages.invitation.retry">Try again</Trans>
            </Button>
          </div>
        ) : (
          <p role="status">
            <Trans id="myPages.invitation.loading">Loading…</Trans>
          </p>
        ))}
      {view.step === 'ready' && view.invitation && (
        <ApprovalButtons
          actor={actor}
          ssn={view.invitation.invitedSsn}
          mobile={mobile}
          refusals={view.fieldErrors?.map((error) => translateServerKey(i18n, error.message)) ?? []}
        />
      )}
      {view.step === 'starting' && (
        <p role="status">
          <Trans id="myPages.invitation.starting">Starting BankID…</Trans>
        </p>
      )}
      {view.step === 'signing' && view.signOrder && (
        <>
          <p>
            <Trans id="myPages.invitation.sign">Sign the approval with BankID.</Trans>
          </p>
          <EidSignPanel signOrder={view.signOrder} simulator={simulator} onCancel={back} />
        </>
      )}
      {view.step === 'signFailed' && (
        <>
          <p className={styles.error} role="alert" data-testid="invitation-sign-failed">
            {i18n._(view.failureKey ?? 'common.errors.default')}
          </p>
          <div className={styles.buttons}>
            <Button onClick={() => actor.send({ type: 'approval.retried' })}>
              <Trans id="myPages.invitation.retry">Try again</Trans>
            </Button>
            <Button variant="secondary" onClick={back}>
              <Trans id="myPages.invitation.back">Back</Trans>
            </Button>
          </div>
        </>
      )}
      {(view.step === 'confirmReject' || view.step === 'rejecting') && <ConfirmRejection view={view} actor={actor} />}
      {view.step === 'approved' && (
        <div role="status" data-testid="invitation-approved">
          <p>
            <Trans id="myPages.invitation.approvedText">
              You can now act for the account. Choose it when you log in with BankID: the account choice shows it.
            </Trans>
          </p>
          {isCustomer && <MyPagesLink />}
        </div>
      )}
      {view.step === 'rejected' && (
        <p role="status" data-testid="invitation-rejected">
          <Trans id="myPages.invitation.rejectedText">You have declined the invitation. The account has been told.</Trans>
        </p>
      )}
      {view.step === 'notFound' && (
        <p data-testid="invitation-not-found">
          <Trans id="myPages.invitation.notFoundText">
            We cannot find this invitation. Check that you logged in with the personal identity number it was sent to.
          </Trans>
        </p>
      )}
      {(view.step === 'expired' || view.step === 'refused') && (
        <p className={styles.error} role="alert" data-testid="invitation-refused">
          {translateServerKey(i18n, view.refusalKey)}
        </p>
      )}
    </section>
  );
}

function Title({ step }: { step: AnswerInvitationView['step'] }) {
  if (step === 'approved') return <Trans id="myPages.invitation.approvedTitle">Invitation approved</Trans>;
  if (step === 'rejected') return <Trans id="myPages.invitation.rejectedTitle">Invitation declined</Trans>;
  return <Trans id="myPages.invitation.title">Invitation</Trans>;
}

/** Who invited, to which account and role, until when. */
function Summary({ invitation }: { invitation: InvitationSummary }) {
  const { locale } = useSite();
  const inviter = `${invitation.inviter.firstName} ${invitation.inviter.lastName}`.trim();
  const account = invitation.companyName ?? inviter;
  const until = formatDate(invitation.expiresAt, locale);
  return (
    <div data-testid="invitation-summary">
      <p>
        {invitation.role === 'admin' ? (
          <Trans id="myPages.invitation.textAdmin">
            {inviter} has invited you to act for {account} as an administrator.
          </Trans>
        ) : (
          <Trans id="myPages.invitation.textUser">
            {inviter} has invited you to act for {account} as a user.
          </Trans>
        )}
      </p>
      <p className={fields.hint}>
        <Trans id="myPages.invitation.validUntil">The invitation is valid until {until}.</Trans>
      </p>
    </div>
  );
}

function ConfirmRejection({ view, actor }: { view: AnswerInvitationView; actor: ActorRefFrom<AnswerInvitationMachine> }) {
  const { i18n } = useLingui();
  const busy = view.busy;
  const questionId = useId();
  return (
    <div className={styles.confirm} role="group" aria-labelledby={questionId} data-testid="invitation-confirm-decline">
      <p id={questionId}>
        <Trans id="myPages.invitation.confirmDecline">Decline the invitation? This cannot be undone.</Trans>
      </p>
      {view.errorKey && (
        <p className={styles.error} role="alert">
          {i18n._(view.errorKey)}
        </p>
      )}
      <div className={styles.buttons}>
        <Button disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'rejection.confirmed' })}>
          <Trans id="myPages.invitation.confirmDeclineYes">Yes, decline</Trans>
        </Button>
        <Button variant="text" disabled={busy} onClick={() => actor.send({ type: 'rejection.dismissed' })}>
          <Trans id="myPages.invitation.confirmDeclineNo">No</Trans>
        </Button>
      </div>
    </div>
  );
}

function MyPagesLink() {
  const { locale } = useSite();
  return (
    <Link href={routePath('myPages', locale)} locale={false}>
      <Trans id="myPages.invitation.toMyPages">Go to My pages</Trans>
    </Link>
  );
}
