import type { StaffCredentials } from '../../api/client/types';

/**
 * What the API client reads on every call, kept current by the directory
 * provider and the staff pages: the signed-on person's token, the customer
 * staff act for (`X-Ssn`), and whether an editor's preview is on (`X-Preview`).
 * One object per page load, created before the client that reads it.
 */
export interface DirectoryBridge {
  token: string | null;
  actingForSsn: string | null;
  preview: boolean;
}

export function createDirectoryBridge(): DirectoryBridge {
  return { token: null, actingForSsn: null, preview: false };
}

/** The client's `staff` credentials as the bridge holds them now. */
export function staffCredentialsOf(bridge: DirectoryBridge): StaffCredentials | undefined {
  if (!bridge.token) return undefined;
  return bridge.actingForSsn ? { token: bridge.token, ssn: bridge.actingForSsn } : { token: bridge.token };
}
