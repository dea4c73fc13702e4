import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { EidOrder, EidStatus } from '../../api/contract/common';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { eidLogins } from '../db/schema';
import { AbandonedLogins } from '../eid/abandonedLogins';
import { bindingHash, bindingMatches, issueBinding, openOutcome, readBinding, sealOutcome } from '../eid/binding';
import { qrContent, qrTimeOf } from '../eid/qr';
import { EidError, type AuthResponse, type CompletionData, type EidProvider } from '../eid/types';
import { HttpError } from '../http/endpoint';
import type { ProxyTrust } from '../http/proxy';
import { newToken } from '../http/session';

/** What an e-ID order is for; each poll call answers only its own kind. */
export type OrderPurpose = 'login' | 'inviteSign' | 'approveSign';
type OrderRow = typeof eidLogins.$inferSelect;

/** What every poll answer has, the login's (`auth.status`) and a signature's (`signStatus`) alike. */
interface OrderAnswer {
  status: EidStatus;
  orderRef: string;
  hintCode?: string;
  autoStartToken?: string;
  qrToken?: string;
}

/** Order rows are dropped an hour after they started (an order lives at most 3 minutes). */
const ORDER_RETENTION_MS = 60 * 60 * 1000;
/** The rate-limit window; the limits are per minute. */
const MINUTE_MS = 60_000;

/**
 * Maps a collect answer's hint code to the site's status (contract `EID_STATUSES`):
 * the poll continues on `pending`/`pendingUserSign`; the order is over on the rest.
 */
function statusOfHint(status: 'pending' | 'failed', hintCode: string): EidStatus {
  if (status === 'pending') return hintCode === 'userSign' ? 'pendingUserSign' : 'pending';
  switch (hintCode) {
    case 'expiredTransaction':
      return 'expired';
    case 'userCancel':
    case 'cancelled':
    case 'userDeclinedCall':
      return 'userCancel';
    // startFailed, certificateErr and hints this site does not know: the order could not be made, start again.
    default:
      return 'startFailed';
  }
}

/** The client's address as BankID wants it (IPv4-mapped IPv6 addresses as plain IPv4). */
export function clientIp(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** Provider errors as answers: a person with an order in progress is told so; anything else is the provider's fault, not the caller's. */
function providerFailure(error: unknown, request: FastifyRequest): Error {
  if (error instanceof EidError) {
    if (error.errorCode === 'alreadyInProgress') return new HttpError(409, 'alreadyInProgress');
    request.log.error({ errorCode: error.errorCode, details: error.details }, 'e-ID provider refused a call');
    return new HttpError(502, 'eidUnavailable');
  }
  return error as Error;
}

/** Base64 of UTF-8 text, as BankID's `userVisibleData` wants it. */
export const visibleData = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** What a new order is for, and how the provider starts it (`auth` or `sign`, given the client's address). */
interface NewOrder {
  purpose: OrderPurpose;
  invitationId?: string;
  /** `YYYYMMDD-XXXX` of the person who must sign; only their session polls the order. */
  signerSsn?: string;
  begin: (endUserIp: string) => Promise<AuthResponse>;
}

/**
 * The machinery every e-ID order of the site shares, logins and signatures
 * alike: started at the provider and bound to the browser that started it
 * (binding cookie; the row in `eid_logins` keeps only its hash), the
 * animated QR code, cancelling, abandoned orders (not polled for 30 s)
 * cancelled, the poll's status table, and the final answer written once
 * and kept sealed with the browser's secret so a repeated poll gets it
 * again. What a completed order means is the caller's: a session for a
 * login, an invitation for a signature.
 */
export class EidOrders {
  readonly abandoned: AbandonedLogins;
  /** Starting an order (a login, a signature), per client address. */
  readonly startLimiter: onRequestHookHandler;
  /** Polls and QR codes of every order together, per client address (a 2 s poll and a 1 s QR loop use 90 a minute). */
  readonly pollLimiter: onRequestHookHandler;
  private readonly db: Db;

  constructor(
    app: FastifyInstance,
    database: Db,
    private readonly eid: EidProvider,
    private readonly clock: Clock,
    private readonly trustProxy: ProxyTrust | undefined,
    limits: { loginPerMinute: number; pollPerMinute: number },
  ) {
    this.db = database;
    this.startLimiter = app.rateLimit({ max: limits.loginPerMinute, timeWindow: MINUTE_MS }) as unknown as onRequestHookHandler;
    this.pollLimiter = app.rateLimit({ max: limits.pollPerMinute, timeWindow: MINUTE_MS }) as unknown as onRequestHookHandler;
    // Orders whose browser stopped polling (closed, reloaded, asleep, its cancel beacon lost) are cancelled.
    this.abandoned = new AbandonedLogins(database, eid, clock, app.log);
  }

  /** Starts an order at the provider, binds it to this browser (setting the binding cookie) and answers what the page needs. */
  async start(request: FastifyRequest, reply: FastifyReply, order: NewOrder): Promise<EidOrder> {
    const endUserIp = clientIp(request);
    let started: AuthResponse;
    try {
      started = await order.begin(endUserIp);
    } catch (error) {
      throw providerFailure(error, request);
    }
    const secret = issueBinding(request, reply, this.trustProxy);
    const now = this.clock.now();
    await this.db.delete(eidLogins).where(lt(eidLogins.createdAt, new Date(now - ORDER_RETENTION_MS)));
    const qrToken = newToken();
    await this.db.insert(eidLogins).values({
      orderRef: started.orderRef,
      purpose: order.purpose,
      invitationId: order.invitationId ?? null,
      signerSsn: order.signerSsn ?? null,
      bindingHash: bindingHash(secret),
      qrToken,
      qrStartToken: started.qrStartToken,
      qrStartSecret: started.qrStartSecret,
      autoStartToken: started.autoStartToken,
      endUserIp,
      createdAt: new Date(now),
      lastPolledAt: new Date(now),
    });
    return { orderRef: started.orderRef, autoStartToken: started.autoStartToken, qrToken };
  }

  /** What the page was told when `orderRef` started (a retried start answers it again); none once the row is gone. */
  async startAnswer(orderRef: string): Promise<EidOrder | undefined> {
    const [row] = await this.db.select().from(eidLogins).where(eq(eidLogins.orderRef, orderRef)).limit(1);
    return row ? { orderRef: row.orderRef, autoStartToken: row.autoStartToken, qrToken: row.qrToken } : undefined;
  }

  /**
   * The order of a reference (or QR token), refused to any browser but the
   * one that started it (403); unknown, or not one of `purposes`, is a 404.
   */
  async bound(where: { orderRef: string } | { qrToken: string }, request: FastifyRequest, purposes?: readonly OrderPurpose[]) {
    const condition = 'orderRef' in where ? eq(eidLogins.orderRef, where.orderRef) : eq(eidLogins.qrToken, where.qrToken);
    const [row] = await this.db.select().from(eidLogins).where(condition).limit(1);
    if (!row || (purposes && !purposes.includes(row.purpose))) throw new HttpError(404, 'Unknown order');
    const secret = readBinding(request, this.trustProxy);
    if (!bindingMatches(secret, row.bindingHash)) throw new HttpError(403, 'This login was started in another browser');
    return { row, secret: secret! };
  }

  /**
   * A poll of a bound order, by the status table: pending (the browser's
   * poll is recorded; one that had stopped polling finds it cancelled),
   * failed, gone at the provider (`expired`), or complete, which `complete`
   * turns into the final answer. The final answer is written once.
   */
  async poll<A extends OrderAnswer>(
    { row, secret }: { row: OrderRow; secret: string },
    request: FastifyRequest,
    schema: z.ZodType<A>,
    complete: (completion: CompletionData) => Promise<A>,
  ): Promise<A> {
    if (row.finishedAt) return this.finishedAnswer(row.orderRef, secret, schema);
    const over = (answer: OrderAnswer) => this.finish(row, secret, schema, async () => answer as A);
    let collected;
    try {
      collected = await this.eid.collect(row.orderRef);
    } catch (error) {
      // The provider no longer knows the order: a concurrent poll took its final answer, or it was dropped.
      if (error instanceof EidError && error.errorCode === 'invalidParameters') return over({ status: 'expired', orderRef: row.orderRef });
      throw providerFailure(error, request);
    }
    if (collected.status === 'pending') {
      if (await this.abandoned.polled(row.orderRef)) return over({ status: 'userCancel', orderRef: row.orderRef, hintCode: 'cancelled' });
      return {
        status: statusOfHint('pending', collected.hintCode),
        orderRef: row.orderRef,
        hintCode: collected.hintCode,
        autoStartToken: row.autoStartToken,
        qrToken: row.qrToken,
      } as A;
    }
    if (collected.status === 'failed') {
      return over({ status: statusOfHint('failed', collected.hintCode), orderRef: row.orderRef, hintCode: collected.hintCode });
    }
    return this.finish(row, secret, schema, () => complete(collected.completionData));
  }

  /** Cancels a bound order at the provider (once it is over, nothing happens); it then polls `userCancel`/`cancelled`. */
  async cancel({ row, secret }: { row: OrderRow; secret: string }, request: FastifyRequest): Promise<void> {
    if (row.finishedAt) return;
    try {
      await this.eid.cancel(row.orderRef);
    } catch (error) {
      if (!(error instanceof EidError && error.errorCode === 'invalidParameters')) throw providerFailure(error, request);
    }
    if (await this.claim(row.orderRef)) await this.storeOutcome(row.orderRef, secret, { status: 'userCancel', orderRef: row.orderRef, hintCode: 'cancelled' });
  }

  /** The current animated QR content of a bound order; 404 once it is over. */
  qrCode(row: OrderRow): string {
    if (row.finishedAt) throw new HttpError(404, 'Order finished');
    return qrContent(row.qrStartToken, row.qrStartSecret, qrTimeOf(row.createdAt.getTime(), this.clock.now()));
  }

  /** Writes the final answer once; a call that loses the race answers what the winner wrote. */
  private async finish<A extends OrderAnswer>(row: OrderRow, secret: string, schema: z.ZodType<A>, answer: () => Promise<A>): Promise<A> {
    if (!(await this.claim(row.orderRef))) return this.finishedAnswer(row.orderRef, secret, schema);
    let result: A;
    try {
      result = await answer();
    } catch (error) {
      // The order is over either way; the browser is told to start again instead of polling forever.
      await this.storeOutcome(row.orderRef, secret, { status: 'startFailed', orderRef: row.orderRef });
      throw error;
    }
    await this.storeOutcome(row.orderRef, secret, result);
    return result;
  }

  /** Takes the right to write the order's final answer; only one call ever gets it. */
  private async claim(orderRef: string): Promise<boolean> {
    const [claimed] = await this.db
      .update(eidLogins)
      .set({ finishedAt: new Date(this.clock.now()) })
      .where(and(eq(eidLogins.orderRef, orderRef), isNull(eidLogins.finishedAt)))
      .returning({ orderRef: eidLogins.orderRef });
    return claimed !== undefined;
  }

  private async storeOutcome(orderRef: string, secret: string, answer: OrderAnswer): Promise<void> {
    await this.db.update(eidLogins).set({ outcome: sealOutcome(secret, orderRef, answer) }).where(eq(eidLogins.orderRef, orderRef));
  }

  /** The answer of an order that is over: its sealed outcome, or `pending` while the call that took it is still writing it. */
  private async finishedAnswer<A extends OrderAnswer>(orderRef: string, secret: string, schema: z.ZodType<A>): Promise<A> {
    const [row] = await this.db.select().from(eidLogins).where(eq(eidLogins.orderRef, orderRef)).limit(1);
    if (!row?.outcome) return { status: 'pending', orderRef } as A;
    const parsed = schema.safeParse(openOutcome(secret, orderRef, row.outcome));
    if (!parsed.success) throw new HttpError(404, 'Unknown order');
    return parsed.data;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-ID orders of logins and signatures (`registerApi` makes one per server). */
    eidOrders: EidOrders;
  }
}
