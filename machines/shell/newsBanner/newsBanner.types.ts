import type { News } from '../../../api/contract/content.schemas';

/** The part of the web config's news item the banner's behaviour depends on. */
export type NewsSettings = Pick<News, 'enabled' | 'version' | 'closeable'>;

/** Context of the news banner. */
export interface NewsBannerContext {
  /** News settings from the web config; null until it has loaded, and when it has no news valid today. */
  news: NewsSettings | null;
  /** The news version the visitor dismissed last (read from storage by the edge). */
  dismissedVersion: string | null;
}

/**
 * Input: what the edge read from storage, and the web config's news
 * settings (none before the web config is known, or when no news item is
 * valid today).
 */
export interface NewsBannerInput {
  dismissedVersion: string | null;
  news?: NewsSettings | null;
}

/**
 * Events:
 * - `banner.dismissed`: the visitor closed the banner.
 */
export type NewsBannerEvent = { type: 'banner.dismissed' };
