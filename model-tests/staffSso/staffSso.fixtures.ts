import type { DirectoryToken, DirectoryUser } from '../../api/contract/directory';
import { DIRECTORY_TOKEN_LIFETIME_SECONDS } from '../../api/contract/directory';
import type { StaffToken } from '../../machines/staffSso/staffSso.types';

/** The fixed clock of the walks: every token below is issued at this moment. */
export const NOW = Date.parse('2025-05-06T08:00:00.000Z');
export const now = () => NOW;

/** When a token issued at `NOW` stops working. */
const EXPIRES_AT = new Date(NOW + DIRECTORY_TOKEN_LIFETIME_SECONDS * 1000).toISOString();

export const editor: DirectoryUser = {
  username: 'eva.redaktor@example.se',
  name: 'Eva Redaktör',
  email: 'eva.redaktor@example.se',
  roles: ['editor'],
  expiresAt: EXPIRES_AT,
};

export const staff: DirectoryUser = {
  username: 'sam.kundtjanst@example.se',
  name: 'Sam Kundtjänst',
  email: null,
  roles: ['staff', 'admin'],
  expiresAt: EXPIRES_AT,
};

export const storedToken: StaffToken = { accessToken: 'token-stored', expiresAt: EXPIRES_AT };

/** A renewal: a new token that, issued later, lives longer. */
export const renewed: DirectoryToken = {
  accessToken: 'token-renewed',
  tokenType: 'Bearer',
  expiresIn: DIRECTORY_TOKEN_LIFETIME_SECONDS,
  user: { ...editor, expiresAt: new Date(NOW + 2 * DIRECTORY_TOKEN_LIFETIME_SECONDS * 1000).toISOString() },
};

/** The directory's callback hashes. */
export const accessTokenHash = '#access_token=token-callback&token_type=Bearer&expires_in=3600';
export const idTokenHash = '#id_token=token-id';
export const errorHash = '#error=access_denied&error_description=User%20cancelled';
