import { msg } from '@lingui/core/macro';

/**
 * Message keys the My pages charts carry (`requestUpgrade`, `feedback`),
 * rendered with `i18n._(key)`; declared here so they are in the catalogs.
 */
export const myPagesMessages = [
  msg({
    id: 'myPages.subscriptions.upgrade.refused',
    message: 'We could not take this request: the upgrade is no longer offered, or you have already asked for it.',
  }),
  msg({ id: 'myPages.feedback.ratingRequired', message: 'Choose how many stars you give us.' }),
];
