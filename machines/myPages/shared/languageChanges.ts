import { fromCallback, type CallbackActorLogic, type EventObject } from 'xstate';
import type { RouterAdapter } from '../../router/router.types';

/**
 * The router's language switches, as a chart's `language.changed`: My
 * pages' charts read again what the server words (a visit's name, an
 * invoice's lines) in the page's new language; the client sends the page's
 * language with each call.
 */
export function languageChangesOf(router: RouterAdapter): CallbackActorLogic<EventObject> {
  return fromCallback<EventObject>(({ sendBack }) =>
    router.listen((notice) => {
      if (notice.type === 'localeChanged') sendBack({ type: 'language.changed' });
    }),
  );
}

/** A chart's own `languageChanges` until the edge provides the router: a chart without one follows no language. */
export const noLanguageChanges = fromCallback<EventObject>(() => undefined);
