import type { FastifyBaseLogger } from 'fastify';

/**
 * The audit trail: who asked what about whom, and when. An entry never holds
 * a full personal identity number: a number asked about is written masked
 * (`maskSsn`), so the log tells which birth dates were tried, not who.
 */
export interface AuditEntry {
  /** What happened, dotted like the client's events: `customer.isValid`, `customer.isValid.refused`. */
  event: string;
  /** When, ISO 8601 from the server's clock. */
  at: string;
  /** The client address the request came from (`request.ip`, behind a trusted proxy the forwarded one). */
  ip: string;
  /** The request's id in the server log (`reqId`), to find the rest of the request. */
  requestId: string;
  /** The account acting (`cust-…`), when a session was resolved; none for a refusal before the session was read. */
  customerId?: string | null;
  /** Anything else the event needs (masked numbers only). */
  [detail: string]: unknown;
}

/** Where audit entries go: the server log by default; a test collects them. */
export type AuditLog = (entry: AuditEntry) => void;

/**
 * Audit entries as structured lines of the server log (`"audit": true`),
 * written whatever `LOG_LEVEL` says: the default level (`warn`) drops
 * `info` lines, but an audit line is never dropped.
 */
export function serverAuditLog(logger: FastifyBaseLogger): AuditLog {
  const audit = logger.child({ audit: true }, { level: 'info' });
  return (entry) => audit.info(entry, entry.event);
}

/** `YYYYMMDD-XXXX` as `YYYYMMDD-****`: the birth date stays, the number that tells the person apart does not. */
export function maskSsn(ssn: string): string {
  return `${ssn.slice(0, 8)}-****`;
}
