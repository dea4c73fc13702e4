/**
 * The page cache's two marks (`server/http/pageCache.ts`). The server sets
 * `SHARED_RENDER_HEADER` to `1` on its own render of a page as a visitor
 * without cookies sees it (a client's value never gets through); a page
 * answers `SHARED_PAGE_HEADER: 1` to that render when its HTML is the same
 * for every visitor, so the cache may serve it to all of them.
 */
export const SHARED_RENDER_HEADER = 'x-shared-render';
export const SHARED_PAGE_HEADER = 'x-shared-page';
