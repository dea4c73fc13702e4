import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { FieldError } from '../../../api/contract/endpoint';
import type { EidMessageKey } from '../../eidLogin/eidLogin.messages';
import type { EidSignMachine } from '../../eidLogin/eidSign';
import type { InviteUserMachine } from './inviteUser.machine';
import { invitationLink } from './inviteUser.rules';

export type InviteUserSnapshot = SnapshotFrom<InviteUserMachine>;

/** Which screen of the invitation flow shows. */
type InviteStep = 'form' | 'starting' | 'signing' | 'failed' | 'refused' | 'done' | 'ended';

/** What the invite panel renders. */
export interface InviteUserView {
  step: InviteStep;
  /** The server's refusal of fields of the form, to set on them; null unless refused so. */
  fieldErrors: readonly FieldError[] | null;
  /** A refusal the form cannot show (a server message key), while `refused`. */
  refusalKey: string | null;
  /** BankID's message for a failed start or signing. */
  failureKey: EidMessageKey | null;
  /** The e-ID chart of the open order, while signing (its view is the login's). */
  signOrder: ActorRefFrom<EidSignMachine> | null;
  /** The invitation link to copy, once sent; null before (never shown as sent before the signature). */
  link: string | null;
  /** "Copied" shows (spec §9: 1000 ms). */
  copied: boolean;
  /** The clipboard refused: the link is to be selected and copied by hand. */
  copyFailed: boolean;
  busy: boolean;
  canCancel: boolean;
  canRetry: boolean;
}

function stepOf(snapshot: InviteUserSnapshot): InviteStep {
  if (snapshot.matches('editing')) return 'form';
  if (snapshot.matches('starting')) return 'starting';
  if (snapshot.matches('signing')) return 'signing';
  if (snapshot.matches('signFailed') || snapshot.matches('startFailed')) return 'failed';
  if (snapshot.matches('refused')) return 'refused';
  if (snapshot.matches('done')) return 'done';
  return 'ended';
}

export function selectInviteUser(snapshot: InviteUserSnapshot): InviteUserView {
  const { context } = snapshot;
  const step = stepOf(snapshot);
  const child = snapshot.children.signOrder as ActorRefFrom<EidSignMachine> | undefined;
  return {
    step,
    fieldErrors: snapshot.matches({ editing: 'refused' }) ? context.fieldErrors : null,
    refusalKey: step === 'refused' ? context.refusalKey : null,
    failureKey: step === 'failed' ? context.failureKey : null,
    signOrder: step === 'signing' ? (child ?? null) : null,
    link: step === 'done' ? invitationLink(context) : null,
    copied: snapshot.matches({ done: 'copied' }),
    copyFailed: snapshot.matches({ done: 'copyFailed' }),
    busy: snapshot.hasTag('busy'),
    canCancel: snapshot.can({ type: 'invite.cancelled' }),
    canRetry: snapshot.can({ type: 'invite.retried' }),
  };
}
