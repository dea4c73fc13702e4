/**
 * Small shims so the client runs in every browser the site supports, not
 * only in those with the newest APIs, and in Node.
 */

/** A random UUID v4; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `navigator.sendBeacon` where there is one (a browser), bound to the navigator it belongs to. */
export function browserBeacon(): ((url: string, data: string) => boolean) | undefined {
  const nav = globalThis.navigator as Navigator | undefined;
  if (typeof nav?.sendBeacon !== 'function') return undefined;
  return (url, data) => nav.sendBeacon(url, data);
}

/** A signal that aborts after `ms`, plus a way to release its timer once the attempt is over. */
export function timeoutSignal(ms: number): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return { signal: controller.signal, release: () => clearTimeout(timer) };
}

/** A signal that aborts when any of `signals` does (`AbortSignal.any` where available). */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
