import type { FaqItem, Page, PostSummary, Section } from '../../api/contract/content.schemas';
import { pickRelated } from './posts';

/** What a page needs from the store when it is served. */
export interface PageSources {
  faqItems(faqId: string): Promise<FaqItem[] | undefined>;
  /** Posts of the page's language, newest first. */
  posts(): Promise<PostSummary[]>;
}

/**
 * Fills the parts of a page that live elsewhere in the store: the items of
 * `faq` sections from their FAQ entry and the posts of `relatedArticles`
 * sections, so editors change an FAQ or publish a post once.
 */
export async function resolvePage(page: Page, sources: PageSources): Promise<Page> {
  let posts: Promise<PostSummary[]> | undefined;
  const sections = await Promise.all(
    page.document.sections.map(async (section): Promise<Section> => {
      if (section.type === 'faq') {
        return { ...section, items: (await sources.faqItems(section.faqId)) ?? [] };
      }
      if (section.type === 'relatedArticles') {
        posts ??= sources.posts();
        return {
          ...section,
          posts: pickRelated(await posts, {
            category: section.category,
            tags: section.tags,
            limit: section.limit,
            excludeId: page.type === 'Post' ? page.id : undefined,
          }),
        };
      }
      return section;
    }),
  );
  return { ...page, document: { ...page.document, sections } };
}
