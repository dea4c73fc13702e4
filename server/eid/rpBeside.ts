import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SimulatorSettings } from '../config';
import { startRpService, RP_API_PATH, type RpService } from './rpService';
import { BankIdSimulator } from './simulator';
import { ensureTestPki, TEST_CLIENT_PASSPHRASE, TEST_PKI_FILES } from './testPki';
import type { EidProvider } from './types';

/**
 * The simulator's RP API beside the site, when the simulator is the
 * provider and `EID_SIMULATOR_RP_PORT` does not say `off`: its certificates
 * made on first start, and where to find it all said in the log, for any
 * BankID client to use as its test environment.
 */
export async function startSimulatorRpService(
  eid: EidProvider,
  settings: SimulatorSettings,
  host: string,
  log: FastifyBaseLogger,
): Promise<RpService | undefined> {
  if (!(eid instanceof BankIdSimulator) || !settings.rpService) return undefined;
  const pki = ensureTestPki(settings.rpService.certificatesDir);
  const service = await startRpService(eid, pki, {
    host,
    port: settings.rpService.port,
    onRefusedHandshake: (reason) => log.warn({ bankidSimulator: true, reason }, 'BankID simulator: refused a TLS handshake'),
  });
  const file = (name: keyof typeof TEST_PKI_FILES) => path.join(pki.dir, TEST_PKI_FILES[name]);
  // Said whatever LOG_LEVEL says: it is how another project finds its test BankID.
  log.child({ bankidSimulator: true }, { level: 'info' }).info(
    {
      url: `${service.url}${RP_API_PATH}`,
      ca: file('ca'),
      clientPfx: file('clientPfx'),
      clientCert: file('clientCert'),
      clientKey: file('clientKey'),
      passphrase: TEST_CLIENT_PASSPHRASE,
    },
    `BankID simulator RP API (mutual TLS) on ${service.url}${RP_API_PATH}`,
  );
  return service;
}
