import type { PostSummary } from '../../api/contract/content.schemas';

/** Category in a path that stands for every category. */
const ALL_CATEGORIES = 'all';
/** Posts per page of the blog list when the caller does not say. */
export const DEFAULT_POST_LIMIT = 9;

const lower = (value: string) => value.trim().toLocaleLowerCase('sv');

/**
 * Which categories a posts call asks for: the path's category plus any in
 * `categories`; `all` in the path alone means every category (undefined).
 */
export function requestedCategories(pathCategory: string, extra: string[] | undefined): string[] | undefined {
  const path = lower(pathCategory);
  const others = (extra ?? []).map(lower).filter((category) => category !== ALL_CATEGORIES);
  if (path === ALL_CATEGORIES) return others.length > 0 ? [...new Set(others)] : undefined;
  return [...new Set([path, ...others])];
}

export const normaliseTags = (tags: string[] | undefined) => (tags ?? []).map(lower).filter(Boolean);

/**
 * Posts for a related-articles block: those in the category with one of the
 * tags first, then the rest of the category, then the newest of any, so the
 * block is never empty while there are posts. `posts` are newest first.
 */
export function pickRelated(
  posts: PostSummary[],
  options: { category?: string; tags?: string[]; limit: number; excludeId?: string },
): PostSummary[] {
  const candidates = posts.filter((post) => post.id !== options.excludeId);
  const category = options.category && lower(options.category) !== ALL_CATEGORIES ? lower(options.category) : undefined;
  const tags = normaliseTags(options.tags);
  const inCategory = (post: PostSummary) => category === undefined || post.category === category;
  const tagged = (post: PostSummary) => tags.length === 0 || post.tags.some((tag) => tags.includes(lower(tag)));
  const picked: PostSummary[] = [];
  const add = (list: PostSummary[]) => {
    for (const post of list) {
      if (picked.length >= options.limit) return;
      if (!picked.includes(post)) picked.push(post);
    }
  };
  add(candidates.filter((post) => inCategory(post) && tagged(post)));
  add(candidates.filter((post) => tagged(post)));
  add(candidates.filter((post) => inCategory(post)));
  add(candidates);
  return picked;
}
