import { useEffect, useRef } from 'react';

/**
 * Tells the wizard a form's starting answers and their validity once, when
 * the form is shown. The chart leaves judging restored and prefilled answers
 * to the view's schema (`contactPrefillOf`), so this is the one report not
 * made by an event handler; every later one is (`onValueChange`).
 */
export function useReportOnMount(report: () => void): void {
  const first = useRef(report);
  useEffect(() => first.current(), []);
}
