/** App webview mode for the rest of the visit (set from `?webview=true`, a session cookie). */
export const WEBVIEW_COOKIE = 'webview';
