import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { faqItemSchema, localeSchema, pageSchema } from './content.schemas';
import { defineEndpoint } from './endpoint';

/**
 * The HttpOnly cookie that carries a signed-on editor's directory token to
 * page loads, which carry no `Authorization` header (the server sets it at
 * sign-on; pages read it for preview, never scripts).
 */
export const DIRECTORY_TOKEN_COOKIE = 'directoryToken';

/** Entry types an editor changes through the editor API: pages, posts and FAQ entries. */
const editableEntryTypeSchema = z.enum(['Page', 'Post', 'Faq']);
export type EditableEntryType = z.infer<typeof editableEntryTypeSchema>;

/** An FAQ entry as stored and served (`GET /v1/content/faq/:id`). */
const faqEntrySchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(300),
  items: z.array(faqItemSchema).max(200),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** One version of an entry's content: a page or post as `page`, or an FAQ entry as `faq`. */
const contentShape = { page: pageSchema.optional(), faq: faqEntrySchema.optional() };

/**
 * A draft as an editor saves it: exactly one of `page` (a page or a post,
 * the shape `GET /v1/content/entry` answers) or `faq` (an FAQ entry).
 */
const draftBodySchema = z
  .object(contentShape)
  .refine((body) => (body.page === undefined) !== (body.faq === undefined), {
    message: 'editor.errors.pageOrFaq',
    path: ['page'],
  });
export type DraftBody = z.input<typeof draftBodySchema>;

/** An entry in one language as an editor sees it: what visitors read, and the draft not published yet. */
const editorEntrySchema = z.object({
  id: z.string(),
  locale: localeSchema,
  type: editableEntryTypeSchema,
  slug: z.string(),
  /** Public path of a page or post (null for an FAQ entry). */
  path: z.string().nullable(),
  /** Where an editor sees the entry in preview (pages and posts; null for an FAQ entry). */
  previewPath: z.string().nullable(),
  /** The published version; null while the entry has never been published (visitors get a 404). */
  published: z
    .object({
      ...contentShape,
      /** When the entry was first published (a post: its date). */
      publishedAt: isoDateTimeSchema.nullable(),
      /** When the published version was last changed. */
      updatedAt: isoDateTimeSchema,
    })
    .nullable(),
  /** Changes not published yet (of a never-published entry, its whole content); null when there are none. */
  draft: z
    .object({
      ...contentShape,
      /** When an editor last saved it (null for a draft that came with the seed). */
      savedAt: isoDateTimeSchema.nullable(),
    })
    .nullable(),
});
export type EditorEntry = z.infer<typeof editorEntrySchema>;

const entryParams = z.object({ id: z.string().min(1).max(200), locale: localeSchema });

const editorCall = { auth: 'directory', roles: ['editor'], cacheMs: 0 } as const;

/**
 * The editor API: read an entry's published version and draft, save a
 * draft, publish it or throw it away, one language at a time. Signed-on
 * editors only (the directory bearer token of a person with the `editor`
 * role). Publishing makes the draft what visitors read at once.
 */
export const editor = {
  entry: defineEndpoint({
    method: 'GET',
    path: '/v1/editor/entries/:id/:locale',
    params: entryParams,
    response: editorEntrySchema,
    ...editorCall,
  }),
  /** Replaces the draft (idempotent: the same draft twice is one draft). */
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: '/v1/editor/entries/:id/:locale/draft',
    params: entryParams,
    body: draftBodySchema,
    response: editorEntrySchema,
    ...editorCall,
  }),
  /** Drops a published entry's unpublished changes (nothing to drop answers the same); a never-published entry's only version is its draft (409). */
  discardDraft: defineEndpoint({
    method: 'DELETE',
    path: '/v1/editor/entries/:id/:locale/draft',
    params: entryParams,
    response: editorEntrySchema,
    ...editorCall,
  }),
  /** Publishes the draft; with no draft, answers the entry as it is (publishing twice is publishing once). */
  publish: defineEndpoint({
    method: 'POST',
    path: '/v1/editor/entries/:id/:locale/publish',
    params: entryParams,
    response: editorEntrySchema,
    ...editorCall,
    idempotent: true,
  }),
} as const;
