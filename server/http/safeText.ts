/**
 * Text PostgreSQL cannot store: NUL, and UTF-16 halves of a character
 * without their other half. Input carrying them is refused as bad input
 * (400) before it reaches the database, where it would be a 500.
 */
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (or object key) in `value` that PostgreSQL cannot store, if any. */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSAFE.test(value) ? path || '_' : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnsafeText(value[index], path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (UNSAFE.test(key)) return at;
      const found = findUnsafeText(item, at);
      if (found) return found;
    }
  }
  return undefined;
}

/** PostgreSQL errors caused by the values sent, not by the server: data exceptions (class 22). */
export const isDataException = (error: unknown): boolean => {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && code.startsWith('22');
};
