import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { InteractionDetails, Provider } from 'oidc-provider';
import type { Clock } from '../clock';
import type { AuditEntry, AuditLog } from '../http/audit';
import type { ProxyTrust } from '../http/proxy';
import { authenticate, DIRECTORY_ACCOUNTS } from './accounts';
import { clientAddress } from '../http/proxy';
import { type LoginLimits } from './loginLimits';
import { directoryLocale, renderDirectoryErrorPage, renderLoginPage, type DirectoryLocale, type LoginError } from './loginPage';

/** Where the provider sends the browser to sign in: `<path>/<uid>` shows the login page. */
export const INTERACTION_PATH = '/oidc/interaction';

const ROUTE = /^\/oidc\/interaction\/([A-Za-z0-9_-]{1,64})(\/login|\/abort)?$/;
/** A login form is two short fields: anything longer is not one. */
const FORM_LIMIT_BYTES = 8 * 1024;

/** A request the interaction pages refuse, with the status and code shown on the error page. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

function sendPage(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(html);
}

/** What the interaction pages need besides the provider: the password-guessing limits and the audit trail. */
export interface InteractionContext {
  log: FastifyBaseLogger;
  limits: LoginLimits;
  audit: AuditLog;
  clock: Clock;
  /** `TRUST_PROXY`: whose `X-Forwarded-For` names the client. */
  trustProxy: ProxyTrust | undefined;
}

/** The urlencoded form of a POST, or a refusal. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) throw new Refused(415, 'invalid_request');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT_BYTES) throw new Refused(413, 'invalid_request');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The embedded directory's interaction: our own login page in Swedish or
 * English (`?lang`, else the sign-on's `ui_locales`), the login itself and
 * its cancel. A wrong password shows the page again with the message; too
 * many of them for the name or from the address (`loginLimits.ts`) show it
 * with a 429 that refuses even the right one until the window ends. Every
 * login, wrong password and refusal is audited. A login ends the
 * interaction and the provider sends the browser on.
 */
export function handleInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, context: InteractionContext): void {
  const { log } = context;
  const url = new URL(req.url ?? '/', 'http://directory.invalid');
  let locale: DirectoryLocale = directoryLocale(url.searchParams.get('lang'), undefined);
  interact(provider, req, res, url, context, (chosen) => (locale = chosen)).catch((error: unknown) => {
    // An expired or foreign interaction (its cookie gone) is the visitor's to retry from the site, not a server fault.
    const status = error instanceof Refused ? error.status : ((error as { status?: number }).status ?? 500);
    const code = error instanceof Refused ? error.code : ((error as { error?: string }).error ?? 'server_error');
    if (status >= 500) log.error({ err: error }, 'embedded directory interaction failed');
    if (!res.headersSent) sendPage(res, status, renderDirectoryErrorPage(locale, code));
    else res.end();
  });
}

/**
 * A login as someone else than the directory session's person ends that
 * session first. The provider would otherwise end it through a logout page
 * that submits itself with a script, which these pages do not run.
 */
async function replaceSessionOfAnother(provider: Provider, details: InteractionDetails, accountId: string): Promise<void> {
  const previous = details.session;
  if (!previous?.uid || !previous.accountId || previous.accountId === accountId) return;
  await (await provider.Session.findByUid(previous.uid))?.destroy();
  details.session = undefined;
  await details.save(Math.max(1, details.exp - Math.floor(Date.now() / 1000)));
}

async function interact(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  { limits, audit, clock, trustProxy }: InteractionContext,
  setLocale: (locale: DirectoryLocale) => void,
): Promise<void> {
  const match = ROUTE.exec(url.pathname);
  if (!match) throw new Refused(404, 'not_found');
  const [, uid, action] = match;
  const interactionPath = `${INTERACTION_PATH}/${uid}`;

  if (action === undefined && req.method === 'GET') {
    const details = await provider.interactionDetails(req, res);
    const locale = directoryLocale(url.searchParams.get('lang'), details.params.ui_locales);
    setLocale(locale);
    if (details.uid !== uid) throw new Refused(400, 'invalid_request');
    if (details.prompt.name === 'login') {
      sendPage(res, 200, renderLoginPage({ locale, interactionPath, accounts: DIRECTORY_ACCOUNTS }));
      return;
    }
    // Consent is granted without asking (`grantWhatOurSiteAsks`); no other prompt is configured.
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: `Unexpected prompt ${details.prompt.name}` }, { mergeWithLastSubmission: false });
    return;
  }

  if (action === '/login' && req.method === 'POST') {
    const form = await readForm(req);
    const details = await provider.interactionDetails(req, res);
    const locale = directoryLocale(form.get('lang'), details.params.ui_locales);
    setLocale(locale);
    if (details.uid !== uid || details.prompt.name !== 'login') throw new Refused(400, 'invalid_request');
    const username = (form.get('username') ?? '').slice(0, 200);
    const password = form.get('password') ?? '';
    const again = (status: number, error: LoginError, retryAfterMs?: number) =>
      sendPage(
        res,
        status,
        renderLoginPage({ locale, interactionPath, accounts: DIRECTORY_ACCOUNTS, username, error, retryAfterMs }),
        retryAfterMs === undefined ? {} : { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
      );
    if (!username.trim() || !password) return again(400, 'missing');

    const ip = clientAddress(req, trustProxy);
    // The audit names an account only when the name is one: a password typed into the name field stays out of the log.
    const known = DIRECTORY_ACCOUNTS.find((candidate) => candidate.username === username.trim().toLowerCase());
    // These requests do not pass through Fastify, so the entry gets an id of its own.
    const requestId = randomUUID();
    const record = (event: string, details: Partial<AuditEntry> = {}) =>
      audit({ event, at: new Date(clock.now()).toISOString(), ip, requestId, interaction: uid, username: known?.username ?? null, ...details });
    const attempt = await limits.begin(username, ip);
    if (!attempt.allowed) {
      record('directory.login.refused', { limit: attempt.limit, retryAfterSeconds: Math.ceil(attempt.retryAfterMs / 1000) });
      return again(429, 'locked', attempt.retryAfterMs);
    }
    const account = await authenticate(username, password);
    if (!account) {
      record('directory.login.failed');
      return again(401, 'wrongPassword');
    }
    await attempt.succeeded();
    record('directory.login', { subject: account.id });
    await replaceSessionOfAnother(provider, details, account.id);
    await provider.interactionFinished(req, res, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
    return;
  }

  if (action === '/abort' && req.method === 'POST') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The sign-in was cancelled' }, { mergeWithLastSubmission: false });
    return;
  }

  throw new Refused(405, 'invalid_request');
}
