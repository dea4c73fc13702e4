import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server saw of one request. */
interface SeenRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How to answer one request. */
type Behaviour =
  | { type: 'json'; status: number; body?: unknown; delayMs?: number }
  | { type: 'drop' }
  | { type: 'empty'; status: number };

export const json = (status: number, body?: unknown, delayMs?: number): Behaviour => ({ type: 'json', status, body, delayMs });
export const drop: Behaviour = { type: 'drop' };

/**
 * A real HTTP server on 127.0.0.1 (port 0) that answers per path with a
 * script: the n-th request to a path gets the n-th behaviour (the last one
 * repeats). It records every request it received, including dropped ones.
 */
export async function startMisbehavingServer() {
  const scripts = new Map<string, Behaviour[]>();
  const seen: SeenRequest[] = [];
  const counts = new Map<string, number>();
  const sockets = new Set<import('node:net').Socket>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const n = counts.get(url.pathname) ?? 0;
      counts.set(url.pathname, n + 1);
      const script = scripts.get(url.pathname) ?? [json(404, { message: 'Not Found' })];
      const behaviour = script[Math.min(n, script.length - 1)];
      switch (behaviour.type) {
        case 'drop':
          // No HTTP answer at all: the connection just dies.
          req.socket.destroy();
          return;
        case 'empty':
          res.writeHead(behaviour.status).end();
          return;
        case 'json': {
          const send = () => {
            if (res.destroyed) return;
            if (behaviour.body === undefined) {
              res.writeHead(behaviour.status).end();
              return;
            }
            res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify(behaviour.body));
          };
          if (behaviour.delayMs) setTimeout(send, behaviour.delayMs);
          else send();
        }
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    seen,
    /** Requests the server received for a path below `/api`. */
    hits: (path: string) => seen.filter((r) => r.path === `/api${path}`),
    /** Scripts the answers of a path below `/api`. */
    on(path: string, ...behaviours: Behaviour[]) {
      scripts.set(`/api${path}`, behaviours);
      counts.delete(`/api${path}`);
    },
    reset() {
      scripts.clear();
      counts.clear();
      seen.length = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type MisbehavingServer = Awaited<ReturnType<typeof startMisbehavingServer>>;
