import { Trans } from '@lingui/react/macro';
import type { KeyHandling } from '../../../machines/myPages/securityInstructions/securityInstructions.types';

/** How the staff get in, in words. */
export function KeyHandlingText({ value }: { value: KeyHandling }) {
  switch (value) {
    case 'keyInBox':
      return <Trans id="myPages.security.key.keyInBox">The key is in a key box</Trans>;
    case 'customerHome':
      return <Trans id="myPages.security.key.customerHome">Someone at home lets the staff in</Trans>;
    case 'keyAtOffice':
      return <Trans id="myPages.security.key.keyAtOffice">The key is kept at your office</Trans>;
    case 'other':
      return <Trans id="myPages.security.key.other">Another way (described in the instructions)</Trans>;
  }
}
