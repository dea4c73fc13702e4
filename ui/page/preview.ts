import type { GetServerSidePropsContext } from 'next';
import type { StaffCredentials } from '../../api/client';
import { DIRECTORY_TOKEN_COOKIE } from '../../api/contract/editor';
import { isPreviewCookieOn, PREVIEW_COOKIE } from '../../api/preview';

/**
 * The editor credentials of a page load: the HttpOnly `directoryToken`
 * cookie, which the server set when an editor signed on. Whether it is a
 * live editor's token is for the server to say, never for the page.
 */
export function editorCredentials(ctx: GetServerSidePropsContext): StaffCredentials | undefined {
  const token = ctx.req.cookies?.[DIRECTORY_TOKEN_COOKIE];
  return token ? { token } : undefined;
}

/**
 * Preview of a content page: the editor turned it on (the `preview` cookie)
 * and is signed on (the token cookie). Either cookie alone, or a forged
 * one, gets published content: the server checks the token on every call.
 */
export function previewCredentials(ctx: GetServerSidePropsContext): StaffCredentials | undefined {
  return isPreviewCookieOn(ctx.req.cookies?.[PREVIEW_COOKIE]) ? editorCredentials(ctx) : undefined;
}
