import type { FaqItem, Page, PostSummary, Section } from '../../api/contract/content.schemas';
import { pickRelated } from './posts';

/** A version of something a page shows, and whether it is the published one (false only in an editor's preview). */
interface ShownPart<T> {
  value: T;
  published: boolean;
}

/** What a page needs from the store when it is served. */
interface PageSources {
  faqItems(faqId: string): Promise<ShownPart<FaqItem[]> | undefined>;
  /** Posts of the page's language, newest first. */
  posts(): Promise<ShownPart<PostSummary>[]>;
}

/**
 * Fills the parts of a page that live elsewhere in the store: the items of
 * `faq` sections from their FAQ entry and the posts of `relatedArticles`
 * sections, so editors change an FAQ or publish a post once. The page
 * counts as published only when everything it shows is: in preview, a
 * draft FAQ answer or an unpublished related post marks it as not published.
 */
export async function resolvePage(page: Page, sources: PageSources): Promise<Page> {
  let posts: Promise<ShownPart<PostSummary>[]> | undefined;
  let allPublished = page.published;
  const sections = await Promise.all(
    page.document.sections.map(async (section): Promise<Section> => {
      if (section.type === 'faq') {
        const faq = await sources.faqItems(section.faqId);
        if (faq && !faq.published) allPublished = false;
        return { ...section, items: faq?.value ?? [] };
      }
      if (section.type === 'relatedArticles') {
        posts ??= sources.posts();
        const shown = await posts;
        const picked = pickRelated(
          shown.map((post) => post.value),
          {
            category: section.category,
            tags: section.tags,
            limit: section.limit,
            excludeId: page.type === 'Post' ? page.id : undefined,
          },
        );
        const unpublished = new Set(shown.filter((post) => !post.published).map((post) => post.value.id));
        if (picked.some((post) => unpublished.has(post.id))) allPublished = false;
        return { ...section, posts: picked };
      }
      return section;
    }),
  );
  return { ...page, published: allPublished, document: { ...page.document, sections } };
}
