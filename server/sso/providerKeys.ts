import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Db } from '../db';
import { oidcStore } from '../db/schema';

/** The embedded directory's keys: the private signing key of its ID tokens and the keys its cookies are signed with. */
interface ProviderKeys {
  signing: JWK[];
  cookies: string[];
}

const SIGNING = 'keys:signing';
const COOKIES = 'keys:cookies';

async function newSigningKey(): Promise<JWK[]> {
  // RS256: what every relying party accepts by default (Entra ID signs with it too).
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return [{ ...jwk, kid: await calculateJwkThumbprint(jwk), use: 'sig', alg: 'RS256' }];
}

/** The value stored under `key`, made and stored first when there is none; a process that loses the race reads the winner's. */
async function loadOrCreate<T>(db: Db, key: string, create: () => Promise<T> | T): Promise<T> {
  const [existing] = await db.select({ payload: oidcStore.payload }).from(oidcStore).where(eq(oidcStore.key, key));
  if (existing) return existing.payload as T;
  await db
    .insert(oidcStore)
    .values({ key, payload: await create(), expiresAt: null })
    .onConflictDoNothing();
  const [stored] = await db.select({ payload: oidcStore.payload }).from(oidcStore).where(eq(oidcStore.key, key));
  return stored!.payload as T;
}

/**
 * The keys, made once and kept in the database (so with `DATA_DIR=memory://`
 * only as long as the process): ID tokens signed before a restart stay
 * verifiable after it, and sign-ons under way keep their cookies.
 */
export async function loadProviderKeys(db: Db): Promise<ProviderKeys> {
  return {
    signing: await loadOrCreate(db, SIGNING, newSigningKey),
    cookies: await loadOrCreate(db, COOKIES, () => [randomBytes(32).toString('base64url')]),
  };
}
