import fs from 'node:fs';
import https from 'node:https';
import type { BankIdSettings } from '../config';
import { EidError, type AuthRequest, type AuthResponse, type CollectResponse, type EidProvider, type SignRequest } from './types';

/** Path of the RP API version this client speaks. */
const RP_API_PATH = '/rp/v6.0';
/** How long an unused kept-alive connection to BankID stays open (Node's agent closes it then). */
const IDLE_CONNECTION_MS = 4_000;

/** The TLS material of a relying party: its own certificate and key, and the CA that issued BankID's server certificate. */
interface BankIdTls {
  pfx?: Buffer;
  passphrase?: string;
  cert?: Buffer;
  key?: Buffer;
  ca: Buffer;
}

/** Reads the certificate files named in the settings; a missing or incomplete setting stops the start. */
export function readBankIdTls(settings: BankIdSettings): BankIdTls {
  if (!settings.caPath) throw new Error('EID_PROVIDER=bankid needs BANKID_CA (the CA of the BankID server certificate)');
  const ca = fs.readFileSync(settings.caPath);
  if (settings.pfxPath) {
    return { pfx: fs.readFileSync(settings.pfxPath), passphrase: settings.passphrase, ca };
  }
  if (settings.certPath && settings.keyPath) {
    return { cert: fs.readFileSync(settings.certPath), key: fs.readFileSync(settings.keyPath), passphrase: settings.passphrase, ca };
  }
  throw new Error('EID_PROVIDER=bankid needs BANKID_PFX (with BANKID_PASSPHRASE) or BANKID_CERT and BANKID_KEY');
}

/** A kept-alive connection was found closed before any answer came. */
class StaleConnection extends Error {}

/**
 * Client of the BankID Relying Party API v6 over mutual TLS: the relying
 * party authenticates with its certificate, and only BankID's CA is trusted
 * for the server (not the system's CAs).
 */
export class BankIdClient implements EidProvider {
  readonly name = 'bankid' as const;
  private readonly agent: https.Agent;
  private readonly base: URL;

  constructor(
    url: string,
    tls: BankIdTls,
    private readonly timeoutMs = 10_000,
  ) {
    this.base = new URL(url);
    if (this.base.protocol !== 'https:') throw new Error(`BANKID_URL must be https, got ${url}`);
    this.agent = new https.Agent({
      keepAlive: true,
      // An idle connection is closed by us before a server's usual 5 s idle timeout can close it under a call.
      timeout: IDLE_CONNECTION_MS,
      pfx: tls.pfx,
      passphrase: tls.passphrase,
      cert: tls.cert,
      key: tls.key,
      ca: tls.ca,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    });
  }

  auth(request: AuthRequest): Promise<AuthResponse> {
    return this.call<AuthResponse>('auth', request);
  }

  sign(request: SignRequest): Promise<AuthResponse> {
    return this.call<AuthResponse>('sign', request);
  }

  collect(orderRef: string): Promise<CollectResponse> {
    return this.call<CollectResponse>('collect', { orderRef });
  }

  async cancel(orderRef: string): Promise<void> {
    await this.call<Record<string, never>>('cancel', { orderRef });
  }

  /** Closes kept-alive connections. */
  close(): void {
    this.agent.destroy();
  }

  private async call<T>(method: 'auth' | 'sign' | 'collect' | 'cancel', body: unknown): Promise<T> {
    try {
      return await this.send<T>(method, body);
    } catch (error) {
      // A kept-alive connection the server closed while idle fails the next
      // request with a reset before any answer (Node's documented race:
      // request.reusedSocket). Such a call almost surely never reached BankID
      // (at worst an order is started twice, and the first one lapses), so it
      // is sent once more on the next connection; a second reset is BankID out
      // of reach, and any other failure is the answer.
      if (!(error instanceof StaleConnection)) throw error;
      return this.send<T>(method, body).catch((again: unknown) => {
        throw again instanceof StaleConnection ? new EidError(502, 'unavailable', 'connection reset twice') : again;
      });
    }
  }

  private send<T>(method: 'auth' | 'sign' | 'collect' | 'cancel', body: unknown): Promise<T> {
    const prefix = this.base.pathname.replace(/\/+$/, '');
    const path = prefix.endsWith(RP_API_PATH) ? `${prefix}/${method}` : `${prefix}${RP_API_PATH}/${method}`;
    const payload = JSON.stringify(body);
    return new Promise<T>((resolve, reject) => {
      let responded = false;
      const request = https.request(
        {
          protocol: 'https:',
          hostname: this.base.hostname.replace(/^\[|\]$/g, ''),
          port: this.base.port || 443,
          path,
          method: 'POST',
          agent: this.agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), Accept: 'application/json' },
          timeout: this.timeoutMs,
        },
        (response) => {
          responded = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => reject(new EidError(502, 'unavailable', error.message)));
          response.on('end', () => {
            const status = response.statusCode ?? 500;
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = text ? JSON.parse(text) : {};
            } catch {
              parsed = undefined;
            }
            if (status >= 200 && status < 300 && parsed !== undefined) {
              resolve(parsed as T);
              return;
            }
            const error = parsed as { errorCode?: unknown; details?: unknown } | undefined;
            reject(
              new EidError(
                status,
                typeof error?.errorCode === 'string' ? error.errorCode : status >= 500 ? 'internalError' : 'invalidParameters',
                typeof error?.details === 'string' ? error.details : `HTTP ${status}`,
              ),
            );
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`BankID ${method} timed out after ${this.timeoutMs} ms`)));
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (request.reusedSocket && !responded && error.code === 'ECONNRESET') reject(new StaleConnection());
        else reject(error instanceof EidError ? error : new EidError(502, 'unavailable', error.message));
      });
      request.end(payload);
    });
  }
}
