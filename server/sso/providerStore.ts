import { and, eq, gt, isNotNull, isNull, like, lt, or, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db';
import { oidcStore } from '../db/schema';
import { findUnsafeText } from '../http/safeText';

/** Expired artefacts are deleted at most this often (on a write), so the table does not grow. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Text PostgreSQL cannot store (a NUL, half a character) reaches the adapter
 * only from a request: an id no artefact can have, or a parameter the
 * provider would keep. The database would fail the query (a 500); the
 * request is refused instead, as the provider refuses a malformed parameter
 * (`invalid_request`, answered the way the endpoint that asked answers errors).
 */
function storable<T>(value: T): T {
  if (findUnsafeText(value) !== undefined) throw new errors.InvalidRequest('the request carries text that cannot be stored');
  return value;
}

/**
 * The embedded provider's storage in our database (`oidc_store`): every
 * server process on one database sees the same sessions, codes and grants,
 * and a restart loses no sign-on under way. Times are the provider's own
 * (the system clock), which decides every artefact's expiry.
 */
export function databaseAdapter(db: Db): new (model: string) => Adapter {
  let lastSweep = 0;
  const sweep = async () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.delete(oidcStore).where(and(isNotNull(oidcStore.expiresAt), lt(oidcStore.expiresAt, new Date(now))));
  };
  const live = () => or(isNull(oidcStore.expiresAt), gt(oidcStore.expiresAt, new Date()));

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${storable(id)}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        key: this.key(id),
        payload: storable(payload),
        grantId: payload.grantId ?? null,
        uid: this.model === 'Session' ? (payload.uid ?? null) : null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db.insert(oidcStore).values(row).onConflictDoUpdate({ target: oidcStore.key, set: row });
      await sweep();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcStore.payload })
        .from(oidcStore)
        .where(and(eq(oidcStore.key, this.key(id)), live()));
      return row?.payload as AdapterPayload | undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcStore.payload })
        .from(oidcStore)
        .where(and(eq(oidcStore.uid, storable(uid)), like(oidcStore.key, `${this.model}:%`), live()));
      return row?.payload as AdapterPayload | undefined;
    }

    // The device flow, the only user of user codes, is off.
    async findByUserCode(): Promise<AdapterPayload | undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      const consumed = Math.floor(Date.now() / 1000);
      await db
        .update(oidcStore)
        .set({ payload: sql`jsonb_set(${oidcStore.payload}, '{consumed}', to_jsonb(${consumed}::int))` })
        .where(eq(oidcStore.key, this.key(id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcStore).where(eq(oidcStore.key, this.key(id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcStore).where(eq(oidcStore.grantId, storable(grantId)));
    }
  };
}
