import type { StaffCredentials } from '../../api/client/types';

/**
 * What the API client reads on every call, kept current by the directory
 * provider and the editor menu: the signed-on person's token and whether an
 * editor's preview is on (`X-Preview`). One object per page load, created
 * before the client that reads it. Staff calls name the customer they act
 * for themselves (the call option `ssn`).
 */
export interface DirectoryBridge {
  token: string | null;
  preview: boolean;
}

export function createDirectoryBridge(): DirectoryBridge {
  return { token: null, preview: false };
}

/** The client's `staff` credentials as the bridge holds them now. */
export function staffCredentialsOf(bridge: DirectoryBridge): StaffCredentials | undefined {
  return bridge.token ? { token: bridge.token } : undefined;
}
