import type { GetServerSidePropsContext } from 'next';
import type { ContentReader } from '../api/pageData';
import { DIRECTORY_TOKEN_COOKIE } from '../api/contract/editor';
import { isPreviewCookieOn, PREVIEW_COOKIE } from '../api/preview';

/**
 * The editor of a page load: the HttpOnly `directoryToken` cookie, which the
 * server set when an editor signed on; null without one. Whether it is a
 * live editor's token is for the server to say, never for the page.
 */
export function editorReader(ctx: GetServerSidePropsContext): ContentReader {
  const token = ctx.req.cookies?.[DIRECTORY_TOKEN_COOKIE];
  return token ? { editorToken: token } : null;
}

/**
 * Preview of a content page: the editor turned it on (the `preview` cookie)
 * and is signed on (the token cookie). Either cookie alone, or a forged
 * one, gets published content: the server checks the token on every read.
 */
export function previewReader(ctx: GetServerSidePropsContext): ContentReader {
  return isPreviewCookieOn(ctx.req.cookies?.[PREVIEW_COOKIE]) ? editorReader(ctx) : null;
}
