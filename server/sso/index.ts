import type { FastifyBaseLogger } from 'fastify';
import type { DirectorySettings } from '../config';
import type { Db } from '../db';
import { EmbeddedDirectory, type EmbeddedDirectoryOptions } from './embeddedDirectory';
import { DirectoryClient } from './relyingParty';

/** Staff and editor sign-on: the relying party, and the embedded directory when no external one is configured. */
export interface DirectorySignOn {
  settings: DirectorySettings;
  client: DirectoryClient;
  /** The directory under `/oidc`; undefined with `OIDC_ISSUER`. */
  embedded: EmbeddedDirectory | undefined;
  /** Called once the server listens at `listenBase` (the embedded directory's issuer names the port). */
  start(listenBase: string): Promise<void>;
}

/** What the embedded directory's login page needs of the server: its clock, its audit trail and whom it trusts as proxies. */
type EmbeddedLoginDeps = Pick<EmbeddedDirectoryOptions, 'clock' | 'audit' | 'trustProxy'>;

export function createDirectorySignOn(
  settings: DirectorySettings,
  publicUrl: string | undefined,
  db: Db,
  log: FastifyBaseLogger,
  login: EmbeddedLoginDeps,
): DirectorySignOn {
  const { external } = settings;
  const embedded = external
    ? undefined
    : new EmbeddedDirectory({ db, log: log.child({ directory: 'embedded' }), publicUrl, staffUrl: settings.staffUrl, staffHost: settings.staffHost, ...login });
  const client = new DirectoryClient(() => {
    if (external) return { ...external, extraScopes: settings.extraScopes };
    const started = embedded?.settings();
    return started && { ...started, extraScopes: settings.extraScopes };
  });
  return {
    settings,
    client,
    embedded,
    async start(listenBase) {
      await embedded?.start(listenBase);
    },
  };
}
