import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { EidSettings } from '../config';
import type { Db } from '../db';
import { BankIdClient, readBankIdTls } from './bankidClient';
import { startRpService, RP_API_PATH, type RpService } from './rpService';
import { BankIdSimulator } from './simulator';
import { ensureTestPki, TEST_CLIENT_PASSPHRASE, TEST_PKI_FILES } from './testPki';
import type { EidProvider } from './types';

export * from './types';

/** The provider `EID_PROVIDER` names: the real BankID RP API, or the embedded simulator (default). */
export function createEidProvider(settings: EidSettings, db: Db, clock: Clock): EidProvider {
  if (settings.provider === 'bankid') {
    return new BankIdClient(settings.bankid.url, readBankIdTls(settings.bankid), settings.bankid.timeoutMs);
  }
  return new BankIdSimulator(db, clock, settings.simulator);
}

/** The site's e-ID: who answers its orders, and with the simulator, the simulator itself (its phone) and its RP API. */
export interface SiteEid {
  /** What the site's calls start, collect and cancel orders with. */
  provider: EidProvider;
  /** The simulator whose phone the test app plays; none with the real BankID. */
  simulator?: BankIdSimulator;
  /** The simulator's RP API over mutual TLS, when it is served. */
  rpService?: RpService;
  close(): Promise<void>;
}

/** The site's e-ID around a provider a test made (the simulator's phone is served when it is the simulator). */
export function siteEidOf(provider: EidProvider): SiteEid {
  return {
    provider,
    ...(provider instanceof BankIdSimulator ? { simulator: provider } : {}),
    close: async () => {
      if (provider instanceof BankIdClient) provider.close();
    },
  };
}

/**
 * The site's e-ID as configured. With the simulator and its RP API served
 * (`EID_SIMULATOR_RP_PORT`, by default whenever `DATA_DIR` is a folder), the
 * site reaches the simulator as it reaches the real BankID: through its own
 * RP client over mutual TLS, with the relying-party certificate the
 * simulator made. Only without the RP API (a database in memory, as in the
 * unit tests) do the site's calls reach the simulator in process.
 */
export async function createSiteEid(settings: EidSettings, db: Db, clock: Clock, host: string, log: FastifyBaseLogger): Promise<SiteEid> {
  const provider = createEidProvider(settings, db, clock);
  const served = settings.simulator.rpService;
  if (!(provider instanceof BankIdSimulator) || !served) return siteEidOf(provider);
  const pki = ensureTestPki(served.certificatesDir);
  const rpService = await startRpService(provider, pki, {
    host,
    port: served.port,
    onRefusedHandshake: (reason) => log.warn({ bankidSimulator: true, reason }, 'BankID simulator: refused a TLS handshake'),
  });
  const file = (name: keyof typeof TEST_PKI_FILES) => path.join(pki.dir, TEST_PKI_FILES[name]);
  // Said whatever LOG_LEVEL says: it is how another project finds its test BankID.
  log.child({ bankidSimulator: true }, { level: 'info' }).info(
    { url: `${rpService.url}${RP_API_PATH}`, ca: file('ca'), clientPfx: file('clientPfx'), clientCert: file('clientCert'), clientKey: file('clientKey'), passphrase: TEST_CLIENT_PASSPHRASE },
    `BankID simulator RP API (mutual TLS) on ${rpService.url}${RP_API_PATH}`,
  );
  // The certificate files just read, as `BANKID_PFX`, `BANKID_PASSPHRASE` and `BANKID_CA` would name them.
  const client = new BankIdClient(rpService.url, { pfx: pki.clientPfx, passphrase: TEST_CLIENT_PASSPHRASE, ca: Buffer.from(pki.ca) }, settings.bankid.timeoutMs);
  return {
    provider: client,
    simulator: provider,
    rpService,
    close: async () => {
      client.close();
      await rpService.close();
    },
  };
}
