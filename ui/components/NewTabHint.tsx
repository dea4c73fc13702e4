import { Trans } from '@lingui/react/macro';

/** Tells screen-reader users a link opens a new tab (place it inside the link). */
export function NewTabHint() {
  return (
    <>
      {' '}
      <span className="visually-hidden">
        <Trans id="components.links.opensInNewTab">(opens in a new tab)</Trans>
      </span>
    </>
  );
}
