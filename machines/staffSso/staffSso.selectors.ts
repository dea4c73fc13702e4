import type { SnapshotFrom } from 'xstate';
import type { DirectoryUser } from '../../api/contract/directory';
import type { StaffSsoMachine } from './staffSso.machine';

export type StaffSsoSnapshot = SnapshotFrom<StaffSsoMachine>;

/** What the editor menu, the staff pages and the shell read. */
export interface StaffSsoView {
  /** Resolved: signed in, signed out or failed (not while checking, or leaving for the directory). */
  ready: boolean;
  /** Who is signed on (name, username, roles); null unless signed in. */
  user: DirectoryUser | null;
  /** The signed-on person is customer-service staff. */
  isStaff: boolean;
  /** The signed-on person is a content editor (editor menu, preview). */
  isEditor: boolean;
  /** The sign-on failed: show `errorKey`. */
  failed: boolean;
  /** 'Failed Auth' while failed; null otherwise. */
  errorKey: string | null;
  /** A call is under way or the page is leaving for the directory: "log in"/"log out" are disabled. */
  busy: boolean;
  /** "Log in" may be offered (signed out or failed). */
  canSignOn: boolean;
  /** "Log out" may be offered (signed in, not renewing). */
  canSignOut: boolean;
}

export function selectStaffSso(snapshot: StaffSsoSnapshot): StaffSsoView {
  const { user } = snapshot.context;
  const signedIn = snapshot.hasTag('signedIn') && user !== null;
  return {
    ready: snapshot.hasTag('ready'),
    user: signedIn ? user : null,
    isStaff: signedIn && user.roles.includes('staff'),
    isEditor: signedIn && user.roles.includes('editor'),
    failed: snapshot.matches('failed'),
    errorKey: snapshot.matches('failed') ? snapshot.context.errorKey : null,
    busy: snapshot.hasTag('busy'),
    canSignOn: snapshot.can({ type: 'signOn.requested' }),
    canSignOut: snapshot.can({ type: 'signOut.requested' }),
  };
}

/**
 * The token the API client sends (`staff` credentials, `Authorization:
 * Bearer`) while someone is signed on; null otherwise. The staff pages add
 * the customer acted for (`ssn`) themselves.
 */
export function selectApiToken(snapshot: StaffSsoSnapshot): string | null {
  return snapshot.hasTag('signedIn') && snapshot.context.user !== null ? (snapshot.context.token?.accessToken ?? null) : null;
}
