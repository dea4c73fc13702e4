import type { FastifyInstance } from 'fastify';
import { directory } from '../../api/contract/directory';
import { listStaffAudit } from '../domain/staff/audit';
import { toDirectoryUser } from '../http/directoryAuth';
import { clearDirectoryCookie, setDirectoryCookie } from '../http/directoryCookie';
import { HttpError, handle } from '../http/endpoint';
import type { ApiDeps } from './deps';

/**
 * The calls of people signed on through the directory: who they are,
 * renewing and ending their token, and (administrators) the staff audit log.
 * Signing on itself is `registerDirectorySignOn`.
 */
export function registerDirectory(app: FastifyInstance, { database, config, clock }: ApiDeps): void {
  const flag = { trustProxy: config.trustProxy };

  handle(app, directory.me, ({ directory: caller }) => toDirectoryUser(caller.principal));

  handle(app, directory.renewToken, async ({ directory: caller, request, reply }) => {
    const issued = await app.directoryTokens.renew(caller.token, caller.principal);
    if (!issued) throw new HttpError(401, 'Sign on again');
    // The token's end is on the service's clock, so its remaining time is too.
    const now = clock.now();
    setDirectoryCookie(request, reply, issued, flag, now);
    return {
      accessToken: issued.token,
      tokenType: 'Bearer' as const,
      expiresIn: Math.max(1, Math.round((issued.expiresAt.getTime() - now) / 1000)),
      user: toDirectoryUser(issued.principal),
    };
  });

  handle(app, directory.logout, async ({ directory: caller, request, reply }) => {
    await app.directoryTokens.revoke(caller.token);
    clearDirectoryCookie(request, reply, flag);
    return { ok: true as const };
  });

  handle(app, directory.staffAudit, ({ query }) => listStaffAudit(database.db, query));
}
