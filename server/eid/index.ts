import type { Clock } from '../clock';
import type { EidSettings } from '../config';
import type { Db } from '../db';
import { BankIdClient, readBankIdTls } from './bankidClient';
import { BankIdSimulator } from './simulator';
import type { EidProvider } from './types';

export * from './types';

/** The provider `EID_PROVIDER` names: the real BankID RP API, or the embedded simulator (default). */
export function createEidProvider(settings: EidSettings, db: Db, clock: Clock): EidProvider {
  if (settings.provider === 'bankid') {
    return new BankIdClient(settings.bankid.url, readBankIdTls(settings.bankid), settings.bankid.timeoutMs);
  }
  return new BankIdSimulator(db, clock, settings.simulator);
}
