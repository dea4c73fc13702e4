import { scrypt, timingSafeEqual } from 'node:crypto';

/** A person in the embedded test directory. */
export interface DirectoryAccount {
  /** The stable subject (`sub`). */
  id: string;
  /** What the person signs on with, and the `preferred_username` and `email` claims. */
  username: string;
  givenName: string;
  familyName: string;
  /** The `roles` claim, as a directory would send it: roles the site does not know are dropped by the site. */
  roles: string[];
  /** Describes the account on the login page, in both languages. */
  description: { sv: string; en: string };
  /** `scrypt$N$r$p$salt$hash` (base64url); the passwords are test passwords, listed in the README. */
  passwordHash: string;
}

/**
 * The embedded directory's accounts (test passwords, README "Staff and editor sign-on"):
 * customer service, an editor, an administrator who also works in customer
 * service, and a directory member without any role of this site.
 */
export const DIRECTORY_ACCOUNTS: readonly DirectoryAccount[] = [
  {
    id: 'anna.berg',
    username: 'anna.berg@example.se',
    givenName: 'Anna',
    familyName: 'Berg',
    roles: ['staff'],
    description: { sv: 'Kundtjänst', en: 'Customer service' },
    passwordHash: 'scrypt$16384$8$1$-4tyv3mKKUOjHhXg-3d9Gg$FvZY_P6DfhvVQEZmEqjoqDdZ21XL_Q1xNlif8kqtSYo',
  },
  {
    id: 'erik.lund',
    username: 'erik.lund@example.se',
    givenName: 'Erik',
    familyName: 'Lund',
    roles: ['editor'],
    description: { sv: 'Redaktör', en: 'Editor' },
    passwordHash: 'scrypt$16384$8$1$WSVV3XA85H_R827UyN8w7g$YZAf0d8BJRVWJKfMBknuOAKiQoSPNcoxp2YTCfhOvWg',
  },
  {
    id: 'maria.holm',
    username: 'maria.holm@example.se',
    givenName: 'Maria',
    familyName: 'Holm',
    roles: ['staff', 'admin'],
    description: { sv: 'Administratör och kundtjänst', en: 'Administrator and customer service' },
    passwordHash: 'scrypt$16384$8$1$bkZv6Vi-Q1bePnTVUgbwew$oi57hHDLmDoKC7Yp3aoz1YchuRjdoWjA7rGi-MLfAlg',
  },
  {
    id: 'nils.dahl',
    username: 'nils.dahl@example.se',
    givenName: 'Nils',
    familyName: 'Dahl',
    roles: ['hr'],
    description: { sv: 'Ingen roll på sajten (inloggningen nekas)', en: 'No role on the site (sign-on is refused)' },
    passwordHash: 'scrypt$16384$8$1$7g59_PWT1LrxBYlta_mxQQ$LmaZFnpka5xcMVfm6GYbvFc6GFfCpBtJABSc7EmGWUw',
  },
];

export const findAccount = (id: string): DirectoryAccount | undefined => DIRECTORY_ACCOUNTS.find((account) => account.id === id);

/** A hash to check against when the username is unknown, so an unknown name takes as long as a wrong password. */
const DECOY_HASH = DIRECTORY_ACCOUNTS[0]!.passwordHash;

function scryptAsync(password: string, salt: Buffer, length: number, options: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** The account a username (case-insensitive) and password sign on as, or undefined. */
export async function authenticate(username: string, password: string): Promise<DirectoryAccount | undefined> {
  const account = DIRECTORY_ACCOUNTS.find((candidate) => candidate.username === username.trim().toLowerCase());
  const matches = await passwordMatches(password.slice(0, 200), account?.passwordHash ?? DECOY_HASH);
  return account && matches ? account : undefined;
}

/** The ID token and userinfo claims of an account. */
export function accountClaims(account: DirectoryAccount): Record<string, unknown> {
  return {
    sub: account.id,
    name: `${account.givenName} ${account.familyName}`,
    given_name: account.givenName,
    family_name: account.familyName,
    preferred_username: account.username,
    email: account.username,
    email_verified: true,
    roles: account.roles,
  };
}
