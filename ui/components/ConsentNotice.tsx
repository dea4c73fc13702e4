import { Trans } from '@lingui/react/macro';
import { CONSENT_SETTINGS_HASH } from '../../machines/shell/constants';

/**
 * Shown in place of a configured third-party widget while marketing cookies
 * are not allowed: the link opens the consent settings (URL hash `#gdpr`).
 */
export function ConsentNotice({ className }: { className?: string }) {
  return (
    <p className={className} data-consent-notice="marketing">
      <Trans id="components.consentNotice.text">
        This content comes from a partner and is shown once you allow marketing cookies.
      </Trans>{' '}
      <a href={CONSENT_SETTINGS_HASH}>
        <Trans id="components.consentNotice.link">Cookie settings</Trans>
      </a>
    </p>
  );
}
