/**
 * The partner booking widget is started by an injector script named in a
 * manifest (fetched fresh every time, `cache: 'no-store'`, since the script's
 * file name changes with each partner release). The script must come from
 * the manifest's origin: that is the only origin the CSP admits for it.
 *
 * Accepted manifest shapes: `{ "injector": "<url>" }` (also `script`, `src`,
 * `file`), or a build manifest `{ "<entry>": { "file": "<path>", "isEntry": true } }`.
 * Relative paths resolve against the manifest URL.
 */
export function keytoInjectorUrl(manifest: unknown, manifestUrl: string): string | null {
  if (!manifest || typeof manifest !== 'object') return null;
  const record = manifest as Record<string, unknown>;
  const direct = ['injector', 'script', 'src', 'file'].map((key) => record[key]).find((value) => typeof value === 'string');
  const entry = Object.values(record).find(
    (value): value is { file: string } =>
      !!value &&
      typeof value === 'object' &&
      (value as { isEntry?: unknown }).isEntry === true &&
      typeof (value as { file?: unknown }).file === 'string',
  );
  const candidate = (direct as string | undefined) ?? entry?.file;
  if (!candidate) return null;
  try {
    const base = new URL(manifestUrl);
    const url = new URL(candidate, base);
    if (url.origin !== base.origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Fetches the manifest (never cached) and returns the injector script URL. */
export async function fetchKeytoInjector(manifestUrl: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(manifestUrl, { cache: 'no-store', signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`Partner widget manifest: HTTP ${response.status}`);
  const url = keytoInjectorUrl(await response.json(), manifestUrl);
  if (!url) throw new Error('Partner widget manifest names no injector script');
  return url;
}
