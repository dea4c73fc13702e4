import type { HttpMethod } from '../contract/endpoint';

/** What a 401 on a customer call tells the session machine. */
export interface UnauthorizedInfo {
  method: HttpMethod;
  /** Endpoint path template, e.g. `/v1/customer`. */
  path: string;
  requestId: string;
  /** The session id the call carried (absent when there was none), so a stale 401 can be told apart. */
  sessionId?: string;
}

type UnauthorizedListener = (info: UnauthorizedInfo) => void;

/** The one channel on which 401s of customer calls are published. */
export interface UnauthorizedChannel {
  /** Subscribes; returns the unsubscribe function. */
  onUnauthorized(listener: UnauthorizedListener): () => void;
  publishUnauthorized(info: UnauthorizedInfo): void;
}

/**
 * A new channel. The browser uses the shared one below; a server rendering a
 * request or a test may create its own so listeners never cross requests.
 */
export function createUnauthorizedChannel(): UnauthorizedChannel {
  const listeners = new Set<UnauthorizedListener>();
  return {
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publishUnauthorized(info) {
      for (const listener of [...listeners]) {
        try {
          listener(info);
        } catch (error) {
          // One failing listener must not keep the others from hearing it; the failure still surfaces.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}

/** The shared channel the client publishes on by default. */
export const unauthorizedChannel: UnauthorizedChannel = createUnauthorizedChannel();
export const onUnauthorized = unauthorizedChannel.onUnauthorized;
export const publishUnauthorized = unauthorizedChannel.publishUnauthorized;
