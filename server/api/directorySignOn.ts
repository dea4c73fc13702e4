import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { DIRECTORY_CALLBACK_PATH, DIRECTORY_SIGN_ON_PATH } from '../../api/contract/directory';
import { toFieldErrors } from '../../api/contract/endpoint';
import { returnPath } from '../../api/sitePath';
import { requestIsSecure } from '../eid/binding';
import { knownRoles, type DirectoryIdentity } from '../http/directoryAuth';
import { setDirectoryCookie } from '../http/directoryCookie';
import { HttpError } from '../http/errors';
import { hostOf, isHttps } from '../http/security';
import { newToken } from '../http/session';
import { oauthErrorCode, rolesOf, signOnErrorCode } from '../sso/relyingParty';
import { SIGN_ON_TTL_MS, SignOnStore } from '../sso/signOns';
import type { ApiDeps } from './deps';

/** The HttpOnly cookie binding a sign-on's state to the browser that began it (sent back only to the callback). */
const SIGN_ON_COOKIE = 'directorySignOn';
const SIGN_ON_COOKIE_PATH = '/api/v1/directory';
const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Sign-ons one client address may begin a minute (each stores a row until its callback or the sweep). */
const SIGN_ONS_PER_MINUTE = 30;

const signOnQuery = z.object({
  /** The site path to come back to; a path of ours only, never another origin. */
  redirect: z
    .string()
    .max(2000)
    .transform((value, context) => {
      const path = returnPath(value);
      if (!path) {
        context.addIssue({ code: 'custom', message: 'common.formErrors.default' });
        return z.NEVER;
      }
      // The fragment is where the token goes.
      return path.replace(/#.*$/, '');
    })
    .optional(),
  /** The language of the directory's pages (`ui_locales`); else the return path's. */
  lang: z.enum(['sv', 'en']).optional(),
});

const isEnglishPath = (path: string) => /^\/en(?:[/?]|$)/.test(path);

/**
 * Signing on through the directory (OpenID Connect, authorization code with
 * PKCE): `GET DIRECTORY_SIGN_ON_PATH?redirect=<path>` sends the browser to
 * the directory; its answer comes to `GET DIRECTORY_CALLBACK_PATH`, which
 * verifies the ID token, keeps the roles this site knows and sends the
 * browser back to `<origin><path>#access_token=<token>&token_type=Bearer&expires_in=<s>`
 * (an editor also gets the preview cookie). Every failure goes back to
 * `<origin><path>#error=<code>`, never to an error page of ours.
 */
export function registerDirectorySignOn(app: FastifyInstance, { config, database, clock, directory }: ApiDeps): void {
  const signOns = new SignOnStore(database.db, clock);
  const flag = { trustProxy: config.trustProxy };
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  const configured = [directory.settings.staffUrl, publicOrigin].filter((origin): origin is string => Boolean(origin));
  const limiter = app.rateLimit({ max: SIGN_ONS_PER_MINUTE, timeWindow: 60_000 }) as unknown as onRequestHookHandler;

  /**
   * The origin a sign-on comes back to: the request's own when it is the
   * staff or public URL, or when no public URL is configured (the site then
   * answers any host it is named by, as its pages do); else the configured one.
   */
  function originOf(request: FastifyRequest): string | undefined {
    const host = hostOf(request.raw);
    const own = host ? `${isHttps(request.raw, config.trustProxy) ? 'https' : 'http'}://${host}` : undefined;
    if (own && (configured.includes(own) || !publicOrigin)) return own;
    return configured[0];
  }

  const cookieOptions = (request: FastifyRequest) => ({ secure: requestIsSecure(request.raw, config.trustProxy), sameSite: 'lax' as const, path: SIGN_ON_COOKIE_PATH, httpOnly: true });
  const back = (reply: FastifyReply, origin: string, path: string, fragment: Record<string, string>) =>
    reply.redirect(`${origin}${path}#${new URLSearchParams(fragment).toString()}`, 302);

  app.get(DIRECTORY_SIGN_ON_PATH, { onRequest: limiter }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const query = signOnQuery.safeParse(request.query ?? {});
    if (!query.success) throw new HttpError(400, 'Bad Request', toFieldErrors(query.error, 'query'));
    const origin = originOf(request);
    if (!origin) throw new HttpError(400, 'Bad Request', [{ field: 'headers.host', message: 'common.formErrors.default' }]);
    const returnTo = query.data.redirect ?? '/';
    const locale = query.data.lang ?? (isEnglishPath(returnTo) ? 'en' : 'sv');
    // Unfinished sign-ons and ended tokens go now and then: here, as people sign on.
    await signOns.sweep();
    await app.directoryTokens.sweep();
    try {
      const existing = request.cookies[SIGN_ON_COOKIE];
      const binding = existing && BINDING_PATTERN.test(existing) ? existing : newToken();
      const started = await directory.client.start(`${origin}${DIRECTORY_CALLBACK_PATH}`, locale);
      await signOns.save(started.state, binding, { nonce: started.nonce, codeVerifier: started.codeVerifier, returnTo, origin });
      reply.setCookie(SIGN_ON_COOKIE, binding, { ...cookieOptions(request), maxAge: SIGN_ON_TTL_MS / 1000 });
      return reply.redirect(started.url.href, 302);
    } catch (error) {
      // The directory is down or misconfigured: the operator's to see.
      request.log.warn({ error: signOnErrorCode(error), reason: (error as Error).message }, 'directory sign-on could not begin');
      return back(reply, origin, returnTo, { error: signOnErrorCode(error) });
    }
  });

  app.get(DIRECTORY_CALLBACK_PATH, async (request, reply) => {
    // The address holds the code: it is never cached nor sent on as a referrer.
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const query = (request.query ?? {}) as Record<string, unknown>;
    const state = typeof query.state === 'string' && query.state.length <= 200 ? query.state : undefined;
    const binding = request.cookies[SIGN_ON_COOKIE];
    const pending = state && binding && BINDING_PATTERN.test(binding) ? await signOns.take(state, binding) : undefined;
    if (!pending) {
      // Unknown, used, expired, or begun in another browser: nothing to come back to but the site.
      return back(reply, originOf(request) ?? '', '/', { error: 'access_denied' });
    }
    const { origin, returnTo } = pending;
    if (query.error !== undefined) return back(reply, origin, returnTo, { error: oauthErrorCode(query.error) });
    try {
      const claims = await directory.client.finish(new URL(request.url, origin), { state: state!, nonce: pending.nonce, codeVerifier: pending.codeVerifier });
      const roles = knownRoles(rolesOf(claims, directory.settings.rolesClaim));
      if (roles.length === 0) {
        request.log.info({ subject: claims.sub }, 'directory sign-on refused: no role of this site');
        return back(reply, origin, returnTo, { error: 'access_denied' });
      }
      const issued = await app.directoryTokens.issue(identityOf(claims, roles));
      const now = clock.now();
      setDirectoryCookie(request, reply, issued, flag, now);
      const expiresIn = Math.max(1, Math.round((issued.expiresAt.getTime() - now) / 1000));
      return back(reply, origin, returnTo, { access_token: issued.token, token_type: 'Bearer', expires_in: String(expiresIn) });
    } catch (error) {
      const code = signOnErrorCode(error);
      // A refused ID token or code is the visitor's (or an attacker's) doing; an unreachable directory or a refused client secret is the operator's.
      const operators = code === 'temporarily_unavailable' || code === 'invalid_client' || code === 'unauthorized_client';
      request.log[operators ? 'warn' : 'info']({ error: code, reason: (error as Error).message }, 'directory sign-on failed');
      return back(reply, origin, returnTo, { error: code });
    }
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The person as the ID token names them; a directory without `preferred_username` (or `name`) is read from the e-mail or subject. */
function identityOf(claims: Record<string, unknown> & { sub: string }, roles: DirectoryIdentity['roles']): DirectoryIdentity {
  const email = text(claims.email) ?? null;
  const username = text(claims.preferred_username) ?? email ?? claims.sub;
  return { subject: claims.sub, username, name: text(claims.name) ?? username, email, roles };
}
