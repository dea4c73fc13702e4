import http from 'node:http';
import net from 'node:net';
import { freePort } from './freePort.mjs';

/**
 * A round-robin load balancer on 127.0.0.1 in front of several server
 * processes, as the bench runs them: each request goes to the next process
 * in turn (no sticky sessions: sessions live in the database, and the
 * notification socket is websocket only), over kept-alive connections, with
 * the client's address in `X-Forwarded-For` (the servers run with
 * `TRUST_PROXY` naming the balancer) and websocket upgrades passed through.
 *
 * @param {string[]} upstreams the processes' origins (`http://127.0.0.1:PORT`)
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startLoadBalancer(upstreams) {
  const targets = upstreams.map((origin) => {
    const url = new URL(origin);
    return { host: url.hostname, port: Number(url.port), agent: new http.Agent({ keepAlive: true, maxSockets: 512 }) };
  });
  let turn = 0;
  const nextTarget = () => targets[turn++ % targets.length];
  /** @param {http.IncomingMessage} request */
  const forwardedHeaders = (request) => {
    const before = request.headers['x-forwarded-for'];
    const client = request.socket.remoteAddress ?? '';
    return { ...request.headers, 'x-forwarded-for': before ? `${before}, ${client}` : client };
  };

  const server = http.createServer((request, response) => {
    const target = nextTarget();
    const upstream = http.request(
      { host: target.host, port: target.port, agent: target.agent, method: request.method, path: request.url, headers: forwardedHeaders(request) },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request, socket, head) => {
    const target = nextTarget();
    const upstream = net.connect(target.port, target.host, () => {
      const headers = Object.entries(forwardedHeaders(request)).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`));
      upstream.write([`${request.method} ${request.url} HTTP/1.1`, ...headers, '', ''].join('\r\n'));
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });

  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const target of targets) target.agent.destroy();
      }),
  };
}
