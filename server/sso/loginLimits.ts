import { and, eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { directoryLoginFailures } from '../db/schema';
import { clientKey } from '../http/clientKey';
import { hashToken } from '../http/session';

/**
 * How much password guessing the embedded directory's login page allows
 * (README "Staff and editor sign-on"). The test passwords are published, so
 * the page must not be a free oracle: five tries per account are plenty for
 * a person who mistypes, and leave an attacker five guesses a quarter of an
 * hour per name. An address gets more, because an office behind one
 * address has several people who may all mistype, yet it stops one client
 * from going down a list of names five guesses at a time.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
/** Wrong passwords from one client address, whatever the names, within `LOGIN_WINDOW_MS`. */
export const LOGIN_FAILURES_PER_ADDRESS = 20;
/** The window the limits count in; it begins at the first wrong password, and the lock lasts until it ends. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Ended windows are deleted at most this often (as people log in), so the table holds only live counts. */
const SWEEP_EVERY_MS = 60_000;

/** What a login attempt may do. */
type LoginAttempt =
  | {
      allowed: true;
      /** The password was right: the account's count starts over, and the address is not charged for it. */
      succeeded(): Promise<void>;
    }
  | {
      allowed: false;
      /** Which limit refused it (the account's wins when both do). */
      limit: 'account' | 'address';
      /** When the later of the refusing windows ends, in milliseconds from now. */
      retryAfterMs: number;
    };

interface Count {
  key: string;
  failures: number;
  windowStartedAt: Date;
}

/**
 * Wrong passwords at the embedded directory, counted per username
 * (case-insensitive; names that are no account count alike, so a lock tells
 * nothing about whether a name exists) and per client address, in the
 * database (`directory_login_failures`) so that every interaction and every
 * server process on one database shares them. An attempt is charged before
 * its password is checked, and given back when it was right: many attempts
 * sent at once cannot all be checked before the first is counted.
 */
export class LoginLimits {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Charges an attempt of `username` from `address`; refused (and not charged) when either is over its limit. */
  async begin(username: string, address: string): Promise<LoginAttempt> {
    const now = this.clock.now();
    await this.sweep(now);
    const account = await this.charge(`account:${hashToken(username.trim().toLowerCase())}`, now);
    const client = await this.charge(`address:${hashToken(clientKey(address))}`, now);
    const over = [
      ...(account.failures > LOGIN_FAILURES_PER_ACCOUNT ? [{ limit: 'account' as const, count: account }] : []),
      ...(client.failures > LOGIN_FAILURES_PER_ADDRESS ? [{ limit: 'address' as const, count: client }] : []),
    ];
    if (over.length > 0) {
      // A refused attempt checks no password, so it is no guess: it neither counts nor lengthens the lock.
      await Promise.all([this.giveBack(account), this.giveBack(client)]);
      const endsAt = Math.max(...over.map(({ count }) => count.windowStartedAt.getTime() + LOGIN_WINDOW_MS));
      return { allowed: false, limit: over[0]!.limit, retryAfterMs: Math.max(0, endsAt - now) };
    }
    return {
      allowed: true,
      succeeded: async () => {
        await this.db.delete(directoryLoginFailures).where(eq(directoryLoginFailures.key, account.key));
        await this.giveBack(client);
      },
    };
  }

  /** Adds one to the key's count, starting a new window when its last one has ended; answers the count after. */
  private async charge(key: string, now: number): Promise<Count> {
    const table = directoryLoginFailures;
    const started = new Date(now).toISOString();
    const ended = sql`${table.windowStartedAt} <= ${new Date(now - LOGIN_WINDOW_MS).toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(table)
      .values({ key, failures: 1, windowStartedAt: new Date(now) })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          failures: sql`case when ${ended} then 1 else ${table.failures} + 1 end`,
          windowStartedAt: sql`case when ${ended} then ${started}::timestamptz else ${table.windowStartedAt} end`,
        },
      })
      .returning({ key: table.key, failures: table.failures, windowStartedAt: table.windowStartedAt });
    return row!;
  }

  /** Takes back one charge, unless its window has ended since (a new window owes nothing). */
  private async giveBack(count: Count): Promise<void> {
    const table = directoryLoginFailures;
    await this.db
      .update(table)
      .set({ failures: sql`greatest(${table.failures} - 1, 0)` })
      .where(and(eq(table.key, count.key), eq(table.windowStartedAt, count.windowStartedAt)));
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.delete(directoryLoginFailures).where(lte(directoryLoginFailures.windowStartedAt, new Date(now - LOGIN_WINDOW_MS)));
  }
}
