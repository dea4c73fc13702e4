import { fromCallback, fromPromise } from 'xstate';
import { translate } from '../../api/calls/translate';
import type { ApiClient } from '../../api/client/types';
import { splitLocale } from '../../api/routes';
import type { RouterAdapter } from '../router/router.types';
import type { LanguagePathInput, SiteEvent } from './site.types';

/**
 * Hears the router for the page's language: after every navigation, the
 * language of the address it ended at (the chart keeps only a change).
 */
export const routerLanguage = fromCallback<SiteEvent, { router: RouterAdapter }>(({ sendBack, input }) =>
  input.router.listen((notice) => {
    if (notice.type === 'completed') sendBack({ type: 'language.changed', language: splitLocale(notice.location.path).locale });
  }),
);

/**
 * The site's working actors, built from the API client: the other language's
 * path of a page (`translate.path`). The loading of the session's charts and
 * of a language's texts is the browser edge's (`ui/site/SiteActor.tsx`).
 */
export function createSiteActors(api: ApiClient) {
  return {
    findLanguagePath: fromPromise<string, LanguagePathInput>(async ({ input }) => {
      const answer = await api.call(translate.path, { query: { path: input.path, from: input.from, to: input.to } });
      return answer.path;
    }),
  };
}
