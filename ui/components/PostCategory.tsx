import { Trans } from '@lingui/react/macro';

/**
 * A post's category in the reader's language. The content names it by a
 * slug (`tips`, `news`, `guides`); a slug not known here is shown as it is.
 */
export function PostCategory({ category }: { category: string }) {
  switch (category) {
    case 'tips':
      return <Trans id="posts.category.tips">Tips</Trans>;
    case 'news':
      return <Trans id="posts.category.news">News</Trans>;
    case 'guides':
      return <Trans id="posts.category.guides">Guides</Trans>;
    default:
      return <>{category}</>;
  }
}
