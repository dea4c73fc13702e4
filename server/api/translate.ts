import type { FastifyInstance } from 'fastify';
import { translate } from '../../api/contract/content';
import { translatePath } from '../domain/translatePath';
import { handle, notFound } from '../http/endpoint';
import * as store from '../store/content';
import type { ApiDeps } from './deps';

/** Path translation for the language switch, and the translation modules. */
export function registerTranslate(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;

  handle(app, translate.path, async ({ query, preview }) => ({
    path: await translatePath(query.path, query.from, query.to, {
      entryIdBySlug: (locale, slug) => store.entryIdBySlug(db, locale, slug, preview),
      slugByEntryId: (locale, entryId) => store.slugByEntryId(db, locale, entryId, preview),
    }),
  }));

  handle(app, translate.module, async ({ query, locale }) => {
    const messages = await store.findTranslationModule(db, locale, query.id);
    if (!messages) throw notFound();
    return { id: query.id, locale, messages };
  });
}
