import type { FastifyInstance } from 'fastify';
import { bumpContentRevision } from '../../api/contentRevision';
import { editor } from '../../api/contract/editor';
import { checkDraft, discardChanges, draftChanges, editorView, publishChanges } from '../domain/contentEditor';
import { handle, notFound } from '../http/endpoint';
import { changeEditableEntry, findEditableEntry } from '../store/contentEditor';
import type { ApiDeps } from './deps';

/**
 * The editor API: an entry's published version and draft, saving a draft,
 * publishing and discarding it. Signed-on editors only (the contract's
 * `directory` auth with role `editor`). A publish drops this process's
 * cached content answers of the server-side page client, so the next page
 * load shows it.
 */
export function registerEditor(app: FastifyInstance, { database, clock }: ApiDeps): void {
  const { db } = database;
  const now = () => new Date(clock.now());

  handle(app, editor.entry, async ({ params }) => {
    const entry = await findEditableEntry(db, params.id, params.locale);
    if (!entry) throw notFound();
    return editorView(entry);
  });

  handle(app, editor.saveDraft, async ({ params, body }) => {
    const result = await changeEditableEntry(db, params.id, params.locale, (entry) => draftChanges(entry, checkDraft(entry, body), now()));
    if (!result) throw notFound();
    return editorView(result.entry);
  });

  handle(app, editor.discardDraft, async ({ params }) => {
    const result = await changeEditableEntry(db, params.id, params.locale, discardChanges);
    if (!result) throw notFound();
    return editorView(result.entry);
  });

  handle(app, editor.publish, async ({ params }) => {
    const result = await changeEditableEntry(db, params.id, params.locale, (entry) => publishChanges(entry, now()));
    if (!result) throw notFound();
    // After the commit: a page load that starts now must not be answered from before it.
    if (result.changed) bumpContentRevision();
    return editorView(result.entry);
  });
}
