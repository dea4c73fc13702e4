import { ANONYMOUS_USER_ID_STORAGE_KEY } from './constants';
import { randomId } from './platform';

/** The part of `Storage` the anonymous id needs; injectable for tests and non-browser runtimes. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's localStorage when there is one (and it may be touched), else `undefined`. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    // Access can throw when storage is disabled by the browser's privacy settings.
    return undefined;
  }
}

/**
 * A reader of the anonymous user id kept in `storage` under `userId`,
 * generating and storing one when missing. When storage refuses access the
 * id lives in memory for this reader's lifetime, so it still stays stable.
 * Without storage (on the server) it reads `undefined`: no id is invented.
 */
export function createAnonymousUserIdReader(
  storage: KeyValueStorage | undefined,
  generate: () => string = randomId,
): () => string | undefined {
  let memory: string | undefined;
  return () => {
    if (!storage) return undefined;
    try {
      const stored = storage.getItem(ANONYMOUS_USER_ID_STORAGE_KEY);
      if (stored) return stored;
      const fresh = memory ?? generate();
      storage.setItem(ANONYMOUS_USER_ID_STORAGE_KEY, fresh);
      memory = fresh;
      return fresh;
    } catch {
      memory ??= generate();
      return memory;
    }
  };
}
