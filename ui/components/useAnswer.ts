import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../api/client/types';
import { useOptionalApi } from '../shell/ApiContext';

/**
 * What a view shows beside its own, read with the page's client: the
 * answer of `ask` for `key` (what it asks, in the page's language), asked
 * again when the key changes. Null while it loads, outside an API client,
 * for a null key, and when the call fails: such a view shows without it.
 * One hook for the holidays' names, a post list's topics, a booking's
 * questions and My pages' pictures.
 */
export function useAnswer<T>(key: string | null, ask: (api: ApiClient, signal: AbortSignal) => Promise<T>): T | null {
  const api = useOptionalApi();
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  // The call of the latest render; the key decides when to ask again.
  const asking = useRef(ask);
  asking.current = ask;
  useEffect(() => {
    if (!api || key === null) return undefined;
    const controller = new AbortController();
    asking.current(api, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setAnswer({ key, value });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [api, key]);
  return answer !== null && answer.key === key ? answer.value : null;
}
