import { instantInputSchema } from '../../api/contract/common';
import type { Locale, Page, Section } from '../../api/contract/content.schemas';
import type { FieldError } from '../../api/contract/endpoint';
import type { DraftBody, EditableEntryType, EditorEntry, FaqEntry } from '../../api/contract/editor';
import { routePath } from '../../api/routes';
import { formErrorMessage } from '../../api/validators/messages';
import { entryPath } from './paths';
import { invalidFields, Refusal } from './refusal';

/**
 * The rules of drafts and publishing, on one content entry in one language.
 * An entry with a published version keeps its unpublished changes in
 * `draft`; an entry never published has only its draft, in `data`. Pure:
 * the store reads and writes the row.
 */

/** An entry's row as the editor rules read it. */
export interface EditableEntry {
  entryId: string;
  locale: Locale;
  type: EditableEntryType;
  slug: string;
  published: boolean;
  data: unknown;
  draft: unknown;
  publishedAt: Date | null;
  updatedAt: Date;
  draftSavedAt: Date | null;
}

/** The columns a save or a publish writes. */
export interface EntryChanges {
  data?: unknown;
  draft?: unknown;
  draftSavedAt?: Date | null;
  published?: boolean;
  title?: string;
  category?: string | null;
  tags?: string[];
  publishedAt?: Date | null;
  updatedAt?: Date;
}

const hasDraft = (entry: EditableEntry) => entry.draft !== null && entry.draft !== undefined;

/** The draft an editor works on: a published entry's changes, or a never-published entry's content. */
const draftOf = (entry: EditableEntry): unknown => (entry.published ? (hasDraft(entry) ? entry.draft : undefined) : entry.data);

function contentOf(entry: EditableEntry, value: unknown, published: boolean): { page?: Page; faq?: FaqEntry } {
  if (entry.type === 'Faq') return { faq: value as FaqEntry };
  return { page: { ...(value as Page), published } };
}

/** The entry as the editor API answers it. */
export function editorView(entry: EditableEntry): EditorEntry {
  const draft = draftOf(entry);
  const isPage = entry.type !== 'Faq';
  return {
    id: entry.entryId,
    locale: entry.locale,
    type: entry.type,
    slug: entry.slug,
    path: isPage ? entryPath(entry.locale, entry.slug) : null,
    previewPath: isPage ? routePath('preview', entry.locale, { id: entry.entryId }) : null,
    published: entry.published
      ? {
          ...contentOf(entry, entry.data, true),
          publishedAt: entry.publishedAt?.toISOString() ?? null,
          updatedAt: entry.updatedAt.toISOString(),
        }
      : null,
    draft: draft === undefined ? null : { ...contentOf(entry, draft, false), savedAt: entry.draftSavedAt?.toISOString() ?? null },
  };
}

/** Message key of a field that names the entry (its id, language, type, slug, path) and so must stay as it is. */
const FIXED_FIELD = 'editor.errors.fixed';

/**
 * Checks a draft against the entry it is for and answers what is stored:
 * a page or post for a page or post (the same id, language, type, slug and
 * path: a slug change would break every link to the entry), an FAQ entry
 * for an FAQ entry (the same id, item ids once each). Parts the server
 * fills in when a page is served (FAQ items, related posts) are stored
 * empty. Throws a 400 refusal with the fields at fault.
 */
export function checkDraft(entry: EditableEntry, body: DraftBody): Page | FaqEntry {
  const errors: FieldError[] = [];
  const fixed = (field: string, given: unknown, expected: unknown) => {
    if (given !== expected) errors.push({ field, message: FIXED_FIELD });
  };
  if (entry.type === 'Faq') {
    const faq = body.faq;
    if (!faq) throw invalidFields([{ field: 'body.faq', message: 'common.formErrors.required' }]);
    fixed('body.faq.id', faq.id, entry.entryId);
    const seen = new Set<string>();
    faq.items.forEach((item, index) => {
      if (seen.has(item.id)) errors.push({ field: `body.faq.items.${index}.id`, message: 'editor.errors.duplicateItem' });
      seen.add(item.id);
    });
    if (errors.length > 0) throw invalidFields(errors);
    return { id: faq.id, title: faq.title, items: faq.items };
  }
  const page = body.page as Page | undefined;
  if (!page) throw invalidFields([{ field: 'body.page', message: 'common.formErrors.required' }]);
  const path = entryPath(entry.locale, entry.slug);
  fixed('body.page.id', page.id, entry.entryId);
  fixed('body.page.locale', page.locale, entry.locale);
  fixed('body.page.type', page.type, entry.type);
  fixed('body.page.slug', page.slug, entry.slug);
  fixed('body.page.path', page.path, path);
  if (entry.type === 'Post') {
    if (!page.post) errors.push({ field: 'body.page.post', message: 'common.formErrors.required' });
    else {
      fixed('body.page.post.id', page.post.id, entry.entryId);
      fixed('body.page.post.slug', page.post.slug, entry.slug);
      fixed('body.page.post.path', page.post.path, path);
      // The post's date orders the blog and becomes a column: a real instant, as every date a caller sends.
      const date = instantInputSchema.safeParse(page.post.publishedAt);
      if (!date.success) errors.push({ field: 'body.page.post.publishedAt', message: date.error.issues[0]?.message ?? formErrorMessage('invalidDate') });
    }
  } else if (page.post) {
    errors.push({ field: 'body.page.post', message: 'editor.errors.postOnPage' });
  }
  if (errors.length > 0) throw invalidFields(errors);
  const sections = page.document.sections.map((section): Section => {
    if (section.type === 'faq') return { ...section, items: [] };
    if (section.type === 'relatedArticles') return { ...section, posts: [] };
    return section;
  });
  return { ...page, published: entry.published, document: { ...page.document, sections } };
}

/** The columns that list an entry (its title; a post's category, tags and date), from one version of it. */
function listingColumns(entry: EditableEntry, value: unknown): EntryChanges {
  if (entry.type === 'Faq') return { title: (value as FaqEntry).title };
  const page = value as Page;
  if (entry.type === 'Post' && page.post) {
    return {
      title: page.title,
      category: page.post.category,
      tags: page.post.tags.map((tag) => tag.toLocaleLowerCase(entry.locale)),
      publishedAt: new Date(page.post.publishedAt),
    };
  }
  return { title: page.title };
}

/** What saving a draft writes: a published entry's `draft`, or a never-published entry's content itself. */
export function draftChanges(entry: EditableEntry, draft: Page | FaqEntry, now: Date): EntryChanges {
  if (entry.published) return { draft, draftSavedAt: now };
  return { ...listingColumns(entry, draft), data: draft, draftSavedAt: now };
}

/**
 * What publishing writes: the draft becomes the published version and the
 * entry's listing columns follow it; an entry published for the first time
 * gets its `publishedAt` (a post keeps its own date). Undefined when there
 * is nothing to publish (a published entry without a draft).
 */
export function publishChanges(entry: EditableEntry, now: Date): EntryChanges | undefined {
  const draft = draftOf(entry);
  if (draft === undefined) return undefined;
  const listing = listingColumns(entry, draft);
  return {
    ...listing,
    data: entry.type === 'Faq' ? draft : { ...(draft as Page), published: true },
    draft: null,
    draftSavedAt: null,
    published: true,
    publishedAt: listing.publishedAt ?? entry.publishedAt ?? now,
    updatedAt: now,
  };
}

/** What discarding writes: a published entry's changes dropped (none to drop: nothing). A never-published entry has nothing else to go back to. */
export function discardChanges(entry: EditableEntry): EntryChanges | undefined {
  if (!entry.published) throw new Refusal('conflict', 'editor.errors.neverPublished');
  return hasDraft(entry) ? { draft: null, draftSavedAt: null } : undefined;
}
