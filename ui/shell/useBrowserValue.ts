import { useEffect, useState } from 'react';

/**
 * A visitor's own value that the server may not have had: content pages
 * come from the page cache, rendered once for every visitor alike. The
 * first render (hydration) uses the server's value, so it matches the HTML;
 * right after, the browser's own, read once per page load. `settled` turns
 * true once the browser's value is on screen.
 */
export function useBrowserValue<T>(serverValue: T, read: () => T): { value: T; settled: boolean } {
  const [state, setState] = useState({ value: serverValue, settled: false });
  useEffect(() => {
    const browser = read();
    // The same value keeps its identity: nothing keyed on it starts again.
    setState({ value: JSON.stringify(browser) === JSON.stringify(serverValue) ? serverValue : browser, settled: true });
    // Once per page load: the server's values of later pages are the same visitor's, as the server saw them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
