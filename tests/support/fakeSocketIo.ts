/**
 * Stands in for `socket.io-client` in the DOM tests (`tests/setup-dom.ts`
 * mocks the package with this module), so no test ever opens a real socket:
 * `io()` hands out a socket that connects only when a test says so. Tests
 * that drive the notification socket read `openedSockets` and play the
 * server with `hear`.
 */

type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  /** socket.io's `active`: it will reconnect by itself. */
  active = true;
  connected = false;
  disconnected = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly options: Record<string, unknown>) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  /** Removes every listener (socket.io's `off()` without arguments). */
  off(): this {
    this.listeners.clear();
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    this.connected = false;
    this.active = false;
    return this;
  }

  /** socket.io (or the server) emits `event` to the page. */
  hear(event: string, ...args: unknown[]): void {
    if (event === 'connect') this.connected = true;
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  /** The handshake's `auth`. */
  get auth(): unknown {
    return this.options.auth;
  }
}

export const openedSockets: FakeSocket[] = [];

export function io(options: Record<string, unknown> = {}): FakeSocket {
  const socket = new FakeSocket(options);
  openedSockets.push(socket);
  return socket;
}

/** The sockets not closed yet. */
export const openSockets = () => openedSockets.filter((socket) => !socket.disconnected);

export function resetSockets(): void {
  openedSockets.length = 0;
}
