import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { auth, authStatusSchema, type AuthStatus } from '../../api/contract/auth';
import { company } from '../../content/shared/site';
import { eidLogins } from '../db/schema';
import { accountsOf, toAccountChoice } from '../domain/customers';
import { AbandonedLogins } from '../eid/abandonedLogins';
import { bindingHash, bindingMatches, issueBinding, openOutcome, readBinding, sealOutcome } from '../eid/binding';
import { qrContent, qrTimeOf } from '../eid/qr';
import { EidError, type CompletionData } from '../eid/types';
import { acceptBeaconBody } from '../http/beacon';
import { HttpError, handle } from '../http/endpoint';
import type { CustomerSession } from '../domain/session';
import { newToken, type IssuedSession, type SessionPerson } from '../http/session';
import { clearSessionCookies, issueSessionCookies, sessionCookieToken } from '../http/sessionCookie';
import { HANDOFF_BINDING_COOKIE } from '../../api/contract/auth';
import type { ApiDeps } from './deps';

type LoginRow = typeof eidLogins.$inferSelect;

/** Login rows are dropped an hour after they started (an order lives at most 3 minutes). */
const LOGIN_RETENTION_MS = 60 * 60 * 1000;
/** The rate-limit window; the limits are per minute. */
const MINUTE_MS = 60_000;

/**
 * Maps a collect answer's hint code to the site's status (contract `auth.status`):
 * the poll continues on `pending`/`pendingUserSign`; the order is over on the rest.
 */
export function statusOfHint(status: 'pending' | 'failed', hintCode: string): AuthStatus['status'] {
  if (status === 'pending') return hintCode === 'userSign' ? 'pendingUserSign' : 'pending';
  switch (hintCode) {
    case 'expiredTransaction':
      return 'expired';
    case 'userCancel':
    case 'cancelled':
    case 'userDeclinedCall':
      return 'userCancel';
    // startFailed, certificateErr and hints this site does not know: the login could not be made, start again.
    default:
      return 'startFailed';
  }
}

/** The client's address as BankID wants it (IPv4-mapped IPv6 addresses as plain IPv4). */
export function clientIp(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

const visibleText = { sv: `Logga in på ${company.name}`, en: `Log in to ${company.name}` };

/** Provider errors as answers: a person with an order in progress is told so; anything else is the provider's fault, not the caller's. */
function providerFailure(error: unknown, request: FastifyRequest): Error {
  if (error instanceof EidError) {
    if (error.errorCode === 'alreadyInProgress') return new HttpError(409, 'alreadyInProgress');
    request.log.error({ errorCode: error.errorCode, details: error.details }, 'e-ID provider refused a call');
    return new HttpError(502, 'eidUnavailable');
  }
  return error as Error;
}

/**
 * e-ID login (contract `auth`): start, poll, QR code and cancel of a BankID
 * order bound to the starting browser, then sessions, account choice and
 * switching, and logout.
 */
export function registerAuth(app: FastifyInstance, { database, clock, eid, config }: ApiDeps): void {
  const { db } = database;
  const sessions = app.sessionStore;
  const trustProxy = config.trustProxy;
  const cookieFlag = { trustProxy };
  const limits = config.eid.rateLimits;
  // One limiter per group: status and QR share a budget (a 2 s poll and a 1 s QR loop use 90 a minute).
  const loginLimiter = app.rateLimit({ max: limits.loginPerMinute, timeWindow: MINUTE_MS }) as unknown as onRequestHookHandler;
  const pollLimiter = app.rateLimit({ max: limits.pollPerMinute, timeWindow: MINUTE_MS }) as unknown as onRequestHookHandler;
  // Orders whose browser stopped polling (closed, reloaded, asleep, its cancel beacon lost) are cancelled.
  const abandoned = new AbandonedLogins(db, eid, clock, app.log);
  abandoned.start();
  app.addHook('onClose', () => abandoned.stop());

  /** The login of an order reference, refused to any browser but the one that started it. */
  async function boundLogin(where: { orderRef: string } | { qrToken: string }, request: FastifyRequest) {
    const condition = 'orderRef' in where ? eq(eidLogins.orderRef, where.orderRef) : eq(eidLogins.qrToken, where.qrToken);
    const [row] = await db.select().from(eidLogins).where(condition).limit(1);
    if (!row) throw new HttpError(404, 'Unknown order');
    const secret = readBinding(request, trustProxy);
    if (!bindingMatches(secret, row.bindingHash)) throw new HttpError(403, 'This login was started in another browser');
    return { row, secret: secret! };
  }

  /** Takes the right to write the order's final answer; only one call ever gets it. */
  async function claim(orderRef: string): Promise<boolean> {
    const [claimed] = await db
      .update(eidLogins)
      .set({ finishedAt: new Date(clock.now()) })
      .where(and(eq(eidLogins.orderRef, orderRef), isNull(eidLogins.finishedAt)))
      .returning({ orderRef: eidLogins.orderRef });
    return claimed !== undefined;
  }

  async function storeOutcome(orderRef: string, secret: string, answer: AuthStatus) {
    await db.update(eidLogins).set({ outcome: sealOutcome(secret, orderRef, answer) }).where(eq(eidLogins.orderRef, orderRef));
  }

  /** The answer of an order that is over: its sealed outcome, or `pending` while the call that took it is still writing it. */
  async function finishedAnswer(orderRef: string, secret: string): Promise<AuthStatus> {
    const [row] = await db.select().from(eidLogins).where(eq(eidLogins.orderRef, orderRef)).limit(1);
    if (!row?.outcome) return { status: 'pending', orderRef };
    const parsed = authStatusSchema.safeParse(openOutcome(secret, orderRef, row.outcome));
    if (!parsed.success) throw new HttpError(404, 'Unknown order');
    return parsed.data;
  }

  /** Who logged in decides the answer: one account gets a session, several a choice, none a temporary session for registering. */
  async function completeAnswer(orderRef: string, completion: CompletionData): Promise<AuthStatus> {
    const digits = completion.user.personalNumber;
    const person: SessionPerson = {
      ssn: `${digits.slice(0, 8)}-${digits.slice(8)}`,
      givenName: completion.user.givenName,
      surname: completion.user.surname,
    };
    const { accounts } = await accountsOf(db, person.ssn);
    if (accounts.length === 0) {
      const { token } = await sessions.create(person, null);
      return { status: 'complete', orderRef, sessionToken: token, data: { newCustomer: true, givenName: person.givenName, surname: person.surname } };
    }
    if (accounts.length === 1) {
      const { token } = await sessions.create(person, accounts[0]!.id);
      return { status: 'complete', orderRef, sessionToken: token, data: { newCustomer: false, givenName: person.givenName } };
    }
    const sessionKey = await sessions.createKey(person);
    return { status: 'choice', orderRef, sessionKey, data: { givenName: person.givenName, accounts: accounts.map(toAccountChoice) } };
  }

  /** Writes the final answer once; a call that loses the race answers what the winner wrote. */
  async function finish(row: LoginRow, secret: string, answer: () => Promise<AuthStatus>): Promise<AuthStatus> {
    if (!(await claim(row.orderRef))) return finishedAnswer(row.orderRef, secret);
    let result: AuthStatus;
    try {
      result = await answer();
    } catch (error) {
      // The order is over either way; the browser is told to start again instead of polling forever.
      await storeOutcome(row.orderRef, secret, { status: 'startFailed', orderRef: row.orderRef });
      throw error;
    }
    await storeOutcome(row.orderRef, secret, result);
    return result;
  }

  handle(
    app,
    auth.login,
    async ({ body, request, reply, locale }) => {
      // `body.password` is accepted for the contract's sake and ignored: BankID has no passwords.
      const personalNumber = body.ssn?.replace('-', '');
      let order;
      try {
        order = await eid.auth({
          endUserIp: clientIp(request),
          ...(personalNumber ? { requirement: { personalNumber } } : {}),
          userVisibleData: Buffer.from(visibleText[locale], 'utf8').toString('base64'),
        });
      } catch (error) {
        throw providerFailure(error, request);
      }
      const secret = issueBinding(request, reply, trustProxy);
      const now = clock.now();
      await db.delete(eidLogins).where(lt(eidLogins.createdAt, new Date(now - LOGIN_RETENTION_MS)));
      const qrToken = newToken();
      await db.insert(eidLogins).values({
        orderRef: order.orderRef,
        bindingHash: bindingHash(secret),
        qrToken,
        qrStartToken: order.qrStartToken,
        qrStartSecret: order.qrStartSecret,
        autoStartToken: order.autoStartToken,
        endUserIp: clientIp(request),
        createdAt: new Date(now),
        lastPolledAt: new Date(now),
      });
      return { orderRef: order.orderRef, autoStartToken: order.autoStartToken, qrToken };
    },
    { onRequest: loginLimiter },
  );

  /**
   * A final answer as this caller gets it: one that carries a session sets
   * the session cookies and, for a browser page, names the session by its
   * reference (the token stays sealed in the order's row and the HttpOnly
   * cookie).
   */
  async function delivered(answer: AuthStatus, request: FastifyRequest, reply: FastifyReply): Promise<AuthStatus> {
    if (!answer.sessionToken) return answer;
    const session = await sessions.find(answer.sessionToken);
    if (!session) {
      const { sessionToken: _gone, ...rest } = answer;
      return { ...rest, status: 'expired' };
    }
    return { ...answer, sessionToken: issueSessionCookies(request, reply, session, cookieFlag) };
  }

  handle(
    app,
    auth.status,
    async ({ body, request, reply }) => delivered(await statusOf(body.orderRef, request), request, reply),
    { onRequest: pollLimiter },
  );

  async function statusOf(orderRef: string, request: FastifyRequest): Promise<AuthStatus> {
    const { row, secret } = await boundLogin({ orderRef }, request);
    if (row.finishedAt) return finishedAnswer(row.orderRef, secret);
    let collected;
    try {
      collected = await eid.collect(row.orderRef);
    } catch (error) {
      // The provider no longer knows the order: a concurrent poll took its final answer, or it was dropped.
      if (error instanceof EidError && error.errorCode === 'invalidParameters') {
        return finish(row, secret, async () => ({ status: 'expired', orderRef: row.orderRef }));
      }
      throw providerFailure(error, request);
    }
    if (collected.status === 'pending') {
      if (await abandoned.polled(row.orderRef)) {
        return finish(row, secret, async () => ({ status: 'userCancel', orderRef: row.orderRef, hintCode: 'cancelled' }));
      }
      return {
        status: statusOfHint('pending', collected.hintCode),
        orderRef: row.orderRef,
        hintCode: collected.hintCode,
        autoStartToken: row.autoStartToken,
        qrToken: row.qrToken,
      };
    }
    if (collected.status === 'failed') {
      const failed: AuthStatus = { status: statusOfHint('failed', collected.hintCode), orderRef: row.orderRef, hintCode: collected.hintCode };
      return finish(row, secret, async () => failed);
    }
    return finish(row, secret, () => completeAnswer(row.orderRef, collected.completionData));
  }

  // Also sent by `navigator.sendBeacon` when the page goes away (a text/plain JSON body, see `acceptBeaconBody`).
  handle(
    app,
    auth.cancel,
    async ({ body, request }) => {
      const { row, secret } = await boundLogin({ orderRef: body.orderRef }, request);
      if (!row.finishedAt) {
        try {
          await eid.cancel(row.orderRef);
        } catch (error) {
          if (!(error instanceof EidError && error.errorCode === 'invalidParameters')) throw providerFailure(error, request);
        }
        if (await claim(row.orderRef)) await storeOutcome(row.orderRef, secret, { status: 'userCancel', orderRef: row.orderRef, hintCode: 'cancelled' });
      }
      return { ok: true as const };
    },
    { onRequest: acceptBeaconBody },
  );

  handle(
    app,
    auth.qr,
    async ({ body, request }) => {
      const { row } = await boundLogin({ qrToken: body.token }, request);
      if (row.finishedAt) throw new HttpError(404, 'Order finished');
      const seconds = qrTimeOf(row.createdAt.getTime(), clock.now());
      return { qrCode: qrContent(row.qrStartToken, row.qrStartSecret, seconds) };
    },
    { onRequest: pollLimiter },
  );

  handle(app, auth.logout, async ({ session, request, reply }) => {
    await sessions.delete(session.tokenHash);
    clearSessionCookies(request, reply, cookieFlag);
    return { ok: true as const };
  });

  handle(app, auth.switchAccount, async ({ body, session, request, reply }) => {
    const { accounts } = await accountsOf(db, session.ssn);
    if (!accounts.some((account) => account.id === body.account)) throw new HttpError(403, 'Not one of your accounts');
    const issued = await sessions.create(session, body.account);
    await sessions.delete(session.tokenHash);
    return { sessionToken: issueSessionCookies(request, reply, issued, cookieFlag) };
  });

  handle(app, auth.chooseAccount, async ({ body, request, reply }) => {
    const person = await sessions.peekKey(body.sessionKey);
    if (!person) throw new HttpError(401, 'Session key unknown, used or expired');
    const { accounts } = await accountsOf(db, person.ssn);
    if (!accounts.some((account) => account.id === body.account)) throw new HttpError(403, 'Not one of your accounts');
    if (!(await sessions.consumeKey(body.sessionKey))) throw new HttpError(401, 'Session key unknown, used or expired');
    const issued: IssuedSession = await sessions.create(person, body.account);
    return { sessionToken: issueSessionCookies(request, reply, issued, cookieFlag) };
  });

  handle(app, auth.handoff, async ({ session }) => {
    const { code, binding, expiresAt } = await sessions.createHandoff(session);
    return { code, binding, expiresIn: Math.round((expiresAt.getTime() - clock.now()) / 1000) };
  });

  /**
   * A hand-off link opened in a browser: the code and the binding cookie its
   * app set begin a session here. A session this browser already holds is
   * never replaced by another person's: that stays, and the code is spent.
   */
  handle(app, auth.handoffExchange, async ({ body, request, reply }) => {
    const grant = await sessions.consumeHandoff(body.code, request.cookies?.[HANDOFF_BINDING_COOKIE]);
    reply.clearCookie(HANDOFF_BINDING_COOKIE, { path: '/' });
    if (!grant) throw new HttpError(401, 'Hand-off code unknown, used, expired or opened in another browser');
    const held: CustomerSession | undefined = await sessions.find(sessionCookieToken(request, cookieFlag));
    if (held && held.ssn !== grant.person.ssn) throw new HttpError(409, 'sessionExists');
    const issued = await sessions.create(grant.person, grant.customerId);
    if (held) await sessions.delete(held.tokenHash);
    return { sessionToken: issueSessionCookies(request, reply, issued, cookieFlag), temporary: grant.customerId === null };
  });
}
