import { msg } from '@lingui/core/macro';

/** Messages of the editor's sign-on whose keys travel as data (`staffSso` chart) and are rendered with `i18n._(key)`. */
export const editorMessages = [msg({ id: 'staff.errors.failedAuth', message: 'Sign-on failed' })];
