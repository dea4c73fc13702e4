import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auth, authStatusSchema, type AuthStatus } from '../../api/contract/auth';
import { company } from '../../content/shared/site';
import { accountsOf, toAccountChoice } from '../domain/customers';
import type { CompletionData } from '../eid/types';
import { acceptBeaconBody } from '../http/beacon';
import { HttpError, handle } from '../http/endpoint';
import type { CustomerSession } from '../domain/session';
import type { IssuedSession, SessionPerson } from '../http/session';
import { clearSessionCookies, issueSessionCookies, sessionCookieToken } from '../http/sessionCookie';
import { HANDOFF_BINDING_COOKIE } from '../../api/contract/auth';
import type { ApiDeps } from './deps';
import { visibleData } from './eidOrders';

const visibleText = { sv: `Logga in på ${company.name}`, en: `Log in to ${company.name}` };

/**
 * e-ID login (contract `auth`): start, poll, QR code and cancel of a BankID
 * order bound to the starting browser (the machinery all e-ID orders share
 * is `EidOrders`, `eidOrders.ts`), then sessions, account choice and
 * switching, and logout.
 */
export function registerAuth(app: FastifyInstance, { database, clock, eid, config }: ApiDeps): void {
  const { db } = database;
  const sessions = app.sessionStore;
  const orders = app.eidOrders;
  const cookieFlag = { trustProxy: config.trustProxy };

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

  handle(
    app,
    auth.login,
    async ({ body, request, reply, locale }) => {
      const personalNumber = body.ssn?.replace('-', '');
      return orders.start(request, reply, {
        purpose: 'login',
        begin: (endUserIp) =>
          eid.auth({
            endUserIp,
            ...(personalNumber ? { requirement: { personalNumber } } : {}),
            userVisibleData: visibleData(visibleText[locale]),
          }),
      });
    },
    { onRequest: orders.startLimiter },
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

  // Only logins: a signature's order is polled by its own call and never gives a session.
  handle(
    app,
    auth.status,
    async ({ body, request, reply }) => {
      const bound = await orders.bound({ orderRef: body.orderRef }, request, ['login']);
      const answer = await orders.poll(bound, request, authStatusSchema, (completion) => completeAnswer(bound.row.orderRef, completion));
      return delivered(answer, request, reply);
    },
    { onRequest: orders.pollLimiter },
  );

  // Any order (a login or a signature); also sent by `navigator.sendBeacon` when the page goes away (a text/plain JSON body, see `acceptBeaconBody`).
  handle(
    app,
    auth.cancel,
    async ({ body, request }) => {
      await orders.cancel(await orders.bound({ orderRef: body.orderRef }, request), request);
      return { ok: true as const };
    },
    { onRequest: acceptBeaconBody },
  );

  // Any order's QR code: a signature's too.
  handle(
    app,
    auth.qr,
    async ({ body, request }) => {
      const { row } = await orders.bound({ qrToken: body.token }, request);
      return { qrCode: orders.qrCode(row) };
    },
    { onRequest: orders.pollLimiter },
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
