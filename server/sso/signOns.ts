import { eq, lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { directorySignOns } from '../db/schema';
import { hashToken } from '../http/session';

/** A sign-on must come back from the directory within this long. */
export const SIGN_ON_TTL_MS = 10 * 60 * 1000;

/** What a sign-on remembers until its callback. */
interface PendingSignOn {
  nonce: string;
  codeVerifier: string;
  /** The site path to come back to. */
  returnTo: string;
  /** The origin the sign-on began on, where its callback and the page are. */
  origin: string;
}

/**
 * The row's key: the `state` sent to the directory together with the
 * browser's binding secret (the sign-on cookie). Only the browser that
 * began a sign-on can finish it, a state seen elsewhere (in a log, a
 * referrer) is useless, and one browser may have several sign-ons under way.
 */
const keyOf = (state: string, binding: string) => hashToken(`${state}.${binding}`);

/** Sign-ons under way (`directory_sign_ons`), each used once, within `SIGN_ON_TTL_MS`. */
export class SignOnStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async save(state: string, binding: string, pending: PendingSignOn): Promise<void> {
    await this.db.insert(directorySignOns).values({ stateHash: keyOf(state, binding), ...pending, createdAt: new Date(this.clock.now()) });
  }

  /** The sign-on of this state and browser, removed as it is read; undefined when unknown, already used or too old. */
  async take(state: string, binding: string): Promise<PendingSignOn | undefined> {
    const [row] = await this.db.delete(directorySignOns).where(eq(directorySignOns.stateHash, keyOf(state, binding))).returning();
    if (!row || row.createdAt.getTime() + SIGN_ON_TTL_MS <= this.clock.now()) return undefined;
    return { nonce: row.nonce, codeVerifier: row.codeVerifier, returnTo: row.returnTo, origin: row.origin };
  }

  /** Drops sign-ons that were never finished. */
  async sweep(): Promise<void> {
    await this.db.delete(directorySignOns).where(lt(directorySignOns.createdAt, new Date(this.clock.now() - SIGN_ON_TTL_MS)));
  }
}
