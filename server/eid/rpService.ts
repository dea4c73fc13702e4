import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { findUnsafeText } from '../http/safeText';
import type { BankIdSimulator } from './simulator';
import type { TestPki } from './testPki';
import { EidError } from './types';

/**
 * The simulator's Relying Party API v6.0 on the network, as BankID serves
 * it: JSON over HTTPS with mutual TLS. A client must present a certificate
 * issued by the simulator's test CA or the handshake fails; then
 * `POST /rp/v6.0/{auth,sign,phone/auth,phone/sign,collect,cancel}` answer as
 * BankID documents, errors as `{ errorCode, details }` with BankID's HTTP
 * statuses. The orders are the simulator's (its database), so the test app's
 * phone acts on the same orders.
 */

/** Path of the API version served. */
export const RP_API_PATH = '/rp/v6.0';

/** Largest body read: a sign order's text (40 000 characters of base64) and room for the other fields. */
const MAX_BODY_BYTES = 64 * 1024;

export interface RpService {
  /** `https://127.0.0.1:<port>` (loopback when bound to every address): a client appends `/rp/v6.0/<method>`. */
  url: string;
  /** TLS handshakes completed with a client certificate of the test CA (each kept-alive connection counts once). */
  handshakes(): number;
  close(): Promise<void>;
}

interface RpServiceOptions {
  host: string;
  /** 0 for a free port. */
  port: number;
  /** Told of each refused handshake (a client without a certificate of the test CA). */
  onRefusedHandshake?: (reason: string) => void;
}

type Method = (simulator: BankIdSimulator, body: Record<string, unknown>) => Promise<unknown>;

const orderRefOf = (body: Record<string, unknown>) => {
  if (typeof body.orderRef !== 'string') throw new EidError(400, 'invalidParameters', 'Invalid orderRef');
  return body.orderRef;
};

/** The methods, by their path under `/rp/v6.0/`. */
const METHODS: Record<string, Method> = {
  auth: (simulator, body) => simulator.auth(body as never),
  sign: (simulator, body) => simulator.sign(body as never),
  'phone/auth': (simulator, body) => simulator.phoneAuth(body as never),
  'phone/sign': (simulator, body) => simulator.phoneSign(body as never),
  collect: (simulator, body) => simulator.collect(orderRefOf(body)),
  cancel: async (simulator, body) => {
    await simulator.cancel(orderRefOf(body));
    return {};
  },
};

function answer(res: import('node:http').ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

const refuse = (res: import('node:http').ServerResponse, error: EidError) => answer(res, error.httpStatus, error.toJSON());

/** Reads a JSON object body of at most `MAX_BODY_BYTES`. */
function readBody(req: import('node:http').IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // Refused at once; the rest is read and dropped so the client hears the refusal rather than a reset.
        req.removeAllListeners('data');
        req.resume();
        reject(new EidError(400, 'invalidParameters', 'Body too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        // Text the database cannot store (a NUL) is a bad parameter, as on every call of the site's API.
        const unsafe = findUnsafeText(parsed);
        if (unsafe !== undefined) {
          reject(new EidError(400, 'invalidParameters', `Invalid ${unsafe}`));
          return;
        }
        resolve(parsed as Record<string, unknown>);
      } catch {
        reject(new EidError(400, 'invalidParameters', 'Invalid JSON'));
      }
    });
  });
}

export async function startRpService(simulator: BankIdSimulator, pki: TestPki, options: RpServiceOptions): Promise<RpService> {
  let handshakes = 0;
  const server = https.createServer(
    {
      key: pki.serverKey,
      cert: pki.serverCert,
      // Clients: only certificates of the simulator's own CA, checked in the handshake.
      ca: pki.ca,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
    (req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'https://rp.invalid');
        const method = url.pathname.startsWith(`${RP_API_PATH}/`) ? METHODS[url.pathname.slice(RP_API_PATH.length + 1)] : undefined;
        if (!method) return refuse(res, new EidError(404, 'notFound', 'Unknown method'));
        if (req.method !== 'POST') return refuse(res, new EidError(405, 'methodNotAllowed', 'Use POST'));
        if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
          return refuse(res, new EidError(415, 'unsupportedMediaType', 'Content-Type must be application/json'));
        }
        try {
          answer(res, 200, await method(simulator, await readBody(req)));
        } catch (error) {
          if (error instanceof EidError) return refuse(res, error);
          refuse(res, new EidError(500, 'internalError', 'Internal error'));
        }
      })();
    },
  );
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.authorized) handshakes += 1;
  });
  server.on('tlsClientError', (error) => options.onRefusedHandshake?.(error.message));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  // An any-address bind is reached on loopback, which the server certificate names.
  const own = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  const host = own.includes(':') ? `[${own}]` : own;
  return {
    url: `https://${host}:${address.port}`,
    handshakes: () => handshakes,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
