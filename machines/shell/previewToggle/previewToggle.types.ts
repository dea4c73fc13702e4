/**
 * Input: what the edge read at load. `cookieOn` is the `preview` cookie
 * (`isPreviewCookieOn` of `api/preview.ts`); `isEditor` whether the person
 * signed on through the directory is an editor now (later changes come as
 * `editor.changed`).
 */
export interface PreviewToggleInput {
  cookieOn: boolean;
  isEditor: boolean;
}

/** Context of the preview toggle. */
export interface PreviewToggleContext {
  /** The person signed on is an editor: only then may preview be on. */
  isEditor: boolean;
  /** The `preview` cookie as this chart last left it (on: preview resumes when an editor signs on). */
  cookieOn: boolean;
}

/**
 * Events:
 * - `preview.toggled`: the editor menu's "enable/disable content preview".
 * - `editor.changed`: the sign-on's user changed (signed on, renewed, signed out); `isEditor` is the new role.
 * - `copy.requested`: "copy preview link", with the link to copy (the edge builds it for the page shown).
 */
export type PreviewToggleEvent =
  | { type: 'preview.toggled' }
  | { type: 'editor.changed'; isEditor: boolean }
  | { type: 'copy.requested'; text: string };

/** Input of the `copyText` actor. */
export interface CopyTextInput {
  text: string;
}
