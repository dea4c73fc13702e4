import { fromPromise } from 'xstate';
import type { CopyTextInput } from './previewToggle.types';

/**
 * Writes the text to the clipboard. Fails where there is no clipboard (no
 * secure context, an old browser) or the browser refuses (no permission).
 * Tests replace it with `.provide()`.
 */
export const copyText = fromPromise<void, CopyTextInput>(async ({ input }) => {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('previewToggle: no clipboard here');
  await clipboard.writeText(input.text);
});
