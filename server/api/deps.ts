import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import type { RpService } from '../eid/rpService';
import type { BankIdSimulator } from '../eid/simulator';
import type { EidProvider } from '../eid/types';
import type { AuditLog } from '../http/audit';
import type { NotificationHub } from '../domain/notifications/hub';
import type { Outbox } from '../domain/outbox';
import type { DirectorySignOn } from '../sso';

/** What every API module is built from. */
export interface ApiDeps {
  config: ServerConfig;
  database: Database;
  /** Build version reported by `/api/health`. */
  version: string;
  /** Time of everything with a deadline (e-ID orders, sessions). */
  clock: Clock;
  /** The e-ID provider of `config.eid.provider`: the real BankID, or the simulator (through its RP API over mutual TLS when that is served). */
  eid: EidProvider;
  /** The simulator, whose phone the test app plays; none with the real BankID. */
  simulator?: BankIdSimulator | undefined;
  /** The simulator's RP API over mutual TLS, when served (the test app reports its handshakes). */
  eidRpService?: RpService | undefined;
  /** The audit trail (structured lines of the server log; a test collects them). */
  audit: AuditLog;
  /** Tells this process's socket server that an account's notifications changed. */
  notifications: NotificationHub;
  /** Sends SMS and e-mail (`outbox.send`); without an SMS provider into the development outbox (`/outbox`). */
  outbox: Outbox;
  /** Staff and editor sign-on through the directory (external, or the embedded one under `/oidc`). */
  directory: DirectorySignOn;
}
