import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

/**
 * socket.io's Redis adapter: an emit to a room in one server process
 * reaches the sockets of that room connected to any other process on the
 * same Redis (`REDIS_URL`).
 */

/** Connection attempts at start before the start fails. */
const START_ATTEMPTS = 5;
const START_RETRY_MS = 200;
/** Longest pause between reconnection attempts once running. */
const MAX_RECONNECT_MS = 5_000;

export interface RedisAdapter {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

interface Log {
  error(payload: unknown, message: string): void;
  warn(payload: unknown, message: string): void;
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(REDIS_URL is not a URL)';
  }
}

/**
 * Connects the publishing and the subscribing client. A Redis that cannot
 * be reached at start fails the start with a message naming it; once
 * running, a lost connection is logged and retried, and this process's own
 * sockets keep being served meanwhile.
 */
export async function connectRedisAdapter(url: string, log: Log): Promise<RedisAdapter> {
  const where = redactedUrl(url);
  let started = false;
  const reconnectStrategy = (retries: number, cause: Error) => {
    if (started) return Math.min(100 * 2 ** retries, MAX_RECONNECT_MS);
    return retries + 1 >= START_ATTEMPTS ? new Error(`Cannot reach Redis at ${where} (REDIS_URL): ${cause.message}`) : START_RETRY_MS;
  };
  const pub = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy } });
  const sub = pub.duplicate();
  for (const [client, role] of [
    [pub, 'publishing'],
    [sub, 'subscribing'],
  ] as const) {
    // Without a listener an error event would end the process; with one, node-redis reconnects.
    client.on('error', (error: Error) => {
      if (started) log.error({ err: error, redis: where }, `Redis connection (${role}) failed; reconnecting`);
    });
    client.on('reconnecting', () => {
      if (started) log.warn({ redis: where }, `Redis connection (${role}) lost; reconnecting`);
    });
  }
  const close = async () => {
    await Promise.allSettled([pub, sub].map(async (client) => (client.isOpen ? client.close() : client.destroy())));
  };
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    await close();
    throw error instanceof Error && error.message.startsWith('Cannot reach Redis') ? error : new Error(`Cannot reach Redis at ${where} (REDIS_URL): ${String(error)}`);
  }
  started = true;
  return { adapter: createAdapter(pub, sub), close };
}
