/**
 * Durability of the embedded database (`DB_DURABILITY`).
 *
 * - `durable` (the default): a commit is answered only once its WAL is on
 *   stable storage, so an acknowledged booking survives a crash of the
 *   operating system or a power cut, not only of the process.
 * - `relaxed`: PGlite's own setting. Commits are written to the files but
 *   never synced; a process crash loses nothing, an operating-system crash or
 *   power cut may lose the last commits (or more). For throwaway folders.
 */
export type Durability = 'durable' | 'relaxed';

export const DURABILITIES: readonly Durability[] = ['durable', 'relaxed'];
