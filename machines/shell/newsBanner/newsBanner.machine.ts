import { assign, setup } from 'xstate';
import type { NewsBannerContext, NewsBannerEvent, NewsBannerInput } from './newsBanner.types';

/** True when the news is switched on and newer than what the visitor dismissed. */
export function isNewsDue(context: NewsBannerContext): boolean {
  return context.news !== null && context.news.enabled && context.news.version !== context.dismissedVersion;
}

/**
 * The news banner (spec §4): hidden until the web config is known, visible when
 * news is enabled and its version differs from the last dismissed one;
 * dismissing (only when closeable) hides it and stores the version. A config
 * without news (none is valid today) hides it. The news comes with the input:
 * the edge starts a new banner when a page brings other news settings.
 *
 * Named for the edge: action `storeDismissedVersion({ version })`.
 */
export const newsBannerMachine = setup({
  types: {
    context: {} as NewsBannerContext,
    events: {} as NewsBannerEvent,
    input: {} as NewsBannerInput,
    tags: {} as 'visible',
  },
  actions: {
    rememberDismissal: assign({ dismissedVersion: ({ context }) => context.news?.version ?? context.dismissedVersion }),
    /** Edge: persist the dismissed version (local storage) so the banner stays hidden. */
    storeDismissedVersion: (_, _params: { version: string }) => {},
  },
  guards: {
    isNewsDue: ({ context }) => isNewsDue(context),
    isCloseable: ({ context }) => context.news?.closeable === true,
  },
}).createMachine({
  id: 'newsBanner',
  context: ({ input }) => ({ news: input.news ?? null, dismissedVersion: input.dismissedVersion }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isNewsDue', target: 'visible' }, { target: 'hidden' }],
    },
    visible: {
      tags: ['visible'],
      on: {
        'banner.dismissed': {
          guard: 'isCloseable',
          target: 'hidden',
          actions: [
            'rememberDismissal',
            { type: 'storeDismissedVersion', params: ({ context }) => ({ version: context.news?.version ?? '' }) },
          ],
        },
      },
    },
    hidden: {},
  },
});

export type NewsBannerMachine = typeof newsBannerMachine;
