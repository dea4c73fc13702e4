import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { eidLogins } from '../db/schema';
import { EidError, type EidProvider } from './types';

/**
 * A pending login whose browser has not polled its status for this long is
 * abandoned: the tab was closed or reloaded, the computer slept, and the
 * page's cancel beacon never came. Its order is cancelled at the provider
 * instead of staying open for BankID's three minutes.
 *
 * Not 3 polls (6 s) but 30 s: a phone that opens BankID on itself puts the
 * browser behind the BankID app, and iOS suspends the page there, so a
 * person who is signing leaves no polls behind. 30 s covers a signing with
 * the security code, and is as long as BankID waits for an order to be
 * picked up at all. An order completed meanwhile is never lost: the
 * provider's cancel leaves a finished order alone, and the browser's next
 * poll collects it.
 */
export const EID_POLL_TIMEOUT_MS = 30_000;
/** How often each server process looks for abandoned logins. */
export const ABANDONED_LOGIN_SWEEP_MS = 5_000;

/**
 * Abandoned e-ID logins: the browser's polls are recorded on the order's
 * row (`last_polled_at`), so every server process behind a load balancer
 * sees them, and an order whose browser stopped polling is cancelled at the
 * provider once (`abandoned_at`, set by whichever process gets there
 * first): by a sweep every `ABANDONED_LOGIN_SWEEP_MS`, or by the browser's
 * own next poll if it comes back first (the order is then answered
 * `userCancel` with hint `cancelled`, as a cancel from the page is).
 */
export class AbandonedLogins {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly eid: EidProvider,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The browser polled a pending order: records the poll and answers false,
   * or answers true when the browser had stopped polling it (it comes back
   * after `EID_POLL_TIMEOUT_MS`, or the sweep took it as abandoned); the
   * order is then cancelled at the provider and must be answered cancelled.
   */
  async polled(orderRef: string): Promise<boolean> {
    const now = this.clock.now();
    const [alive] = await this.db
      .update(eidLogins)
      .set({ lastPolledAt: new Date(now) })
      .where(
        and(
          eq(eidLogins.orderRef, orderRef),
          isNull(eidLogins.abandonedAt),
          gte(eidLogins.lastPolledAt, new Date(now - EID_POLL_TIMEOUT_MS)),
        ),
      )
      .returning({ orderRef: eidLogins.orderRef });
    if (alive) return false;
    await this.db
      .update(eidLogins)
      .set({ abandonedAt: new Date(now) })
      .where(and(eq(eidLogins.orderRef, orderRef), isNull(eidLogins.abandonedAt)));
    // Again even if a sweep cancelled it: the order still polled pending, so that cancel did not land.
    await this.cancelAtProvider(orderRef);
    return true;
  }

  /** Cancels, once, every open order not polled for `EID_POLL_TIMEOUT_MS`; answers their order references. */
  async sweep(): Promise<string[]> {
    const now = this.clock.now();
    const stale = await this.db
      .update(eidLogins)
      .set({ abandonedAt: new Date(now) })
      .where(
        and(
          isNull(eidLogins.finishedAt),
          isNull(eidLogins.abandonedAt),
          lt(eidLogins.lastPolledAt, new Date(now - EID_POLL_TIMEOUT_MS)),
        ),
      )
      .returning({ orderRef: eidLogins.orderRef });
    for (const { orderRef } of stale) await this.cancelAtProvider(orderRef);
    if (stale.length > 0) this.log.info({ orders: stale.length }, 'abandoned e-ID logins cancelled');
    return stale.map(({ orderRef }) => orderRef);
  }

  /** Sweeps every `ABANDONED_LOGIN_SWEEP_MS` until `stop`, one sweep at a time; the timer never keeps the process alive. */
  start(): void {
    if (this.timer) return;
    let busy = false;
    this.timer = setInterval(() => {
      if (busy) return;
      busy = true;
      this.running = this.sweep()
        .catch((error: unknown) => this.log.error({ err: error }, 'sweeping abandoned e-ID logins failed'))
        .finally(() => {
          busy = false;
        });
    }, ABANDONED_LOGIN_SWEEP_MS);
    this.timer.unref();
  }

  /** Stops sweeping and waits for a sweep under way (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** The provider's cancel; an order it no longer knows is cancelled enough, any other failure is only logged (BankID ends the order itself within 3 minutes). */
  private async cancelAtProvider(orderRef: string): Promise<void> {
    try {
      await this.eid.cancel(orderRef);
    } catch (error) {
      if (error instanceof EidError && error.errorCode === 'invalidParameters') return;
      this.log.warn({ err: error }, 'e-ID provider refused to cancel an abandoned login');
    }
  }
}
