import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../api/contract/content.schemas';
import type { EditableEntryType } from '../../api/contract/editor';
import type { Db } from '../db';
import { contentEntries } from '../db/schema';
import type { EditableEntry, EntryChanges } from '../domain/contentEditor';

/** Reads and writes of one content entry for the editor API (`server/domain/contentEditor.ts` has the rules). */

const EDITABLE: EditableEntryType[] = ['Page', 'Post', 'Faq'];

const columns = {
  id: contentEntries.id,
  entryId: contentEntries.entryId,
  locale: contentEntries.locale,
  type: contentEntries.type,
  slug: contentEntries.slug,
  published: contentEntries.published,
  data: contentEntries.data,
  draft: contentEntries.draft,
  publishedAt: contentEntries.publishedAt,
  updatedAt: contentEntries.updatedAt,
  draftSavedAt: contentEntries.draftSavedAt,
};

type Row = EditableEntry & { id: number };

const where = (entryId: string, locale: Locale) =>
  and(eq(contentEntries.entryId, entryId), eq(contentEntries.locale, locale), inArray(contentEntries.type, EDITABLE));

/** A page, post or FAQ entry in one language, whatever its state; undefined when there is none. */
export async function findEditableEntry(db: Db, entryId: string, locale: Locale): Promise<EditableEntry | undefined> {
  const [row] = await db.select(columns).from(contentEntries).where(where(entryId, locale)).limit(1);
  return row as Row | undefined;
}

/**
 * Changes one entry under a row lock: `change` reads the entry as it is
 * now and answers the columns to write (undefined: nothing). A save and a
 * publish of the same entry at once therefore never lose either. Answers
 * the entry after the change, and whether anything was written; undefined
 * when there is no such entry.
 */
export async function changeEditableEntry(
  db: Db,
  entryId: string,
  locale: Locale,
  change: (entry: EditableEntry) => EntryChanges | undefined,
): Promise<{ entry: EditableEntry; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.select(columns).from(contentEntries).where(where(entryId, locale)).limit(1).for('update')) as Row[];
    if (!row) return undefined;
    const changes = change(row);
    if (!changes) return { entry: row, changed: false };
    const [updated] = (await tx.update(contentEntries).set(changes).where(eq(contentEntries.id, row.id)).returning(columns)) as Row[];
    return { entry: updated!, changed: true };
  });
}
