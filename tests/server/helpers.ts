import type { DirectoryRole } from '../../api/contract/endpoint';
import { createSiteServer } from '../../server/app';
import type { Clock } from '../../server/clock';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db';
import { openSeededDatabase } from './seededDatabase';

export interface TestApi {
  url: string;
  database: Database;
  seeded: boolean;
  /** Fetches `/api<path>`. */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** Fetches `/api<path>` and reads JSON, with the status. */
  json<T = any>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  /** A live directory API token with these roles, as a sign-on would issue it (the sign-on itself is tested on its own). */
  directoryToken(roles: DirectoryRole[], who?: { subject?: string; username?: string; name?: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the API alone (no Next) on a free port, migrated and seeded, as the real server does; `clock` replaces the system's,
 * `env` adds environment settings (`IMAGE_RENDER_WAIT_MS`, ...), `logStream` receives the server log's lines. With `databaseInMemory`, a `dataDir` on disk holds
 * the server's files (the image cache) while its database is a copy of the seeded one in memory, as for other tests.
 */
export async function startApi(
  dataDir = 'memory://',
  {
    clock,
    env = {},
    databaseInMemory = false,
    logStream,
  }: { clock?: Clock; env?: Record<string, string>; databaseInMemory?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<TestApi> {
  const config = readConfig({ ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' } as unknown as NodeJS.ProcessEnv, { apiOnly: true });
  // The test customers' history is seeded relative to the test's clock, when it has one.
  const { database, seeded } = await openSeededDatabase(databaseInMemory ? { ...config, dataDir: 'memory://' } : config, { now: clock?.now() });
  const site = await createSiteServer(config, database, 'test01', { clock, logStream });
  const url = await site.listen();
  const call = (path: string, init?: RequestInit) => fetch(`${url}/api${path}`, init);
  return {
    url,
    database,
    seeded,
    call,
    async json(path, init) {
      const response = await call(path, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
    },
    async directoryToken(roles, who = {}) {
      const username = who.username ?? `${roles.join('-') || 'nobody'}@example.se`;
      const issued = await site.api.directoryTokens.issue({
        subject: who.subject ?? username,
        username,
        name: who.name ?? username,
        email: username,
        roles,
      });
      return issued.token;
    },
    async close() {
      await site.close();
      await database.close();
    },
  };
}

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Field names of a 400 answer. */
export const fieldsOf = (body: unknown) => (body as { field: string }[]).map((error) => error.field);
