import path from 'node:path';

/** Server settings, read once from the environment (documented in the README). */
export interface ServerConfig {
  /** Port to listen on (`PORT`, default 3000; 0 picks a free one). */
  port: number;
  /** Address to listen on (`HOST`, default 127.0.0.1). */
  host: string;
  /** Folder of the embedded database and caches (`DATA_DIR`, default `.data`); `memory://` keeps nothing. */
  dataDir: string;
  /** PostgreSQL connection string (`DATABASE_URL`); when set the embedded database is not used. */
  databaseUrl: string | undefined;
  /** `NODE_ENV !== 'production'` runs Next in development mode (`npm run dev`). */
  dev: boolean;
  /** Trust `X-Forwarded-Proto`/`X-Forwarded-For` from a proxy in front (`TRUST_PROXY=1`). */
  trustProxy: boolean;
  /** Public origins allowed to make state-changing calls besides the server's own (`ALLOWED_ORIGINS`, comma-separated). */
  allowedOrigins: string[];
  /** Serve only `/api` (tests of the API service). */
  apiOnly: boolean;
  /** Repository root: where `.next`, `content/` and migrations are. */
  rootDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const rootDir = overrides.rootDir ?? path.resolve(import.meta.dirname, '..');
  const dataDir = env.DATA_DIR ?? '.data';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(rootDir, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    dev: env.NODE_ENV !== 'production',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    apiOnly: false,
    rootDir,
    ...overrides,
  };
}
