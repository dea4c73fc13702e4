import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Animated QR codes of BankID: `bankid.<qrStartToken>.<qrTime>.<qrAuthCode>`,
 * where `qrTime` is the whole seconds since the order was created and
 * `qrAuthCode` the hex HMAC-SHA256 of `String(qrTime)` keyed with the
 * order's `qrStartSecret`. A new code every second means a photo of the
 * screen goes stale, and the secret never leaves the relying party's server.
 */

const QR_PREFIX = 'bankid';

/** Whole seconds between the order's creation and `now`, never negative. */
export const qrTimeOf = (createdAtMs: number, nowMs: number) => Math.max(0, Math.floor((nowMs - createdAtMs) / 1000));

const qrAuthCode = (qrStartSecret: string, qrTime: number) =>
  createHmac('sha256', qrStartSecret).update(String(qrTime)).digest('hex');

/** The QR content of an order at second `qrTime`. */
export const qrContent = (qrStartToken: string, qrStartSecret: string, qrTime: number) =>
  `${QR_PREFIX}.${qrStartToken}.${qrTime}.${qrAuthCode(qrStartSecret, qrTime)}`;

interface ParsedQr {
  qrStartToken: string;
  qrTime: number;
  authCode: string;
}

const QR_PATTERN = /^bankid\.([A-Za-z0-9-]{1,100})\.(\d{1,7})\.([0-9a-f]{64})$/;

/** Splits QR content; `undefined` when it is not a BankID QR code at all. */
export function parseQr(content: string): ParsedQr | undefined {
  const match = QR_PATTERN.exec(content.trim());
  if (!match) return undefined;
  return { qrStartToken: match[1]!, qrTime: Number(match[2]), authCode: match[3]! };
}

/** Whether `authCode` is the HMAC of `qrTime` under `qrStartSecret` (compared in constant time). */
export function qrAuthCodeValid(qrStartSecret: string, qrTime: number, authCode: string): boolean {
  const expected = Buffer.from(qrAuthCode(qrStartSecret, qrTime), 'hex');
  const given = Buffer.from(authCode, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
