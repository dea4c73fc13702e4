import type { z } from 'zod';

/**
 * GETs one of our `/api` calls and validates the answer with the contract's
 * response schema, so a drifted payload is an error state, not a crash.
 */
export async function fetchJson<S extends z.ZodType>(url: string, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return schema.parse(await response.json());
}
