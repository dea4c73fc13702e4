import Link from 'next/link';
import { useEffect, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { Link as ContentLinkData } from '../../api/contract/content.schemas';
import { useSite } from '../shell/SiteContext';
import { classifyHref } from './links';
import { PREFETCH_IN_VIEW } from './prefetch';
import { NewTabHint } from './NewTabHint';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens in a new tab (with `rel="noopener noreferrer"`). */
  newTab?: boolean;
  /**
   * An internal action instead of navigation. `contact` opens the contact
   * modal; other values are unsupported and only logged (spec section 8).
   */
  internal?: string;
  children: ReactNode;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * A link as editors write it: site paths through `next/link`, absolute URLs as
 * plain anchors, native app schemes as in-app links, `internal: 'contact'` as
 * a button opening the contact modal. Hrefs are public paths (English ones
 * carry `/en`), so they are not prefixed again.
 */
export function SmartLink({ href, newTab, internal, children, className, ...rest }: SmartLinkProps) {
  const { webview, openContact } = useSite();
  const target = classifyHref(href);
  const unsupportedInternal = internal !== undefined && internal !== 'contact';
  const unsupportedHref = internal === undefined && target.kind === 'unsupported';
  // Unsupported links are only a warning (spec section 8), logged once per link rather than per render.
  useEffect(() => {
    if (unsupportedInternal) console.warn(`Unsupported internal link "${internal}" (href "${href}")`);
    else if (unsupportedHref) console.warn(`Unsupported link "${href}"`);
  }, [unsupportedInternal, unsupportedHref, internal, href]);

  if (internal === 'contact') {
    return (
      <button
        type="button"
        className={className}
        onClick={openContact}
        aria-haspopup="dialog"
        data-link="contact"
        title={rest.title}
      >
        {children}
      </button>
    );
  }
  const tab = newTab ? NEW_TAB : {};
  const content = newTab ? (
    <>
      {children}
      <NewTabHint />
    </>
  ) : (
    children
  );
  switch (target.kind) {
    case 'site':
      return (
        <Link href={target.href} locale={false} prefetch={PREFETCH_IN_VIEW} className={className} {...tab} {...rest}>
          {content}
        </Link>
      );
    case 'app':
      // The app intercepts its own scheme; in a browser the same path on the site is the in-app page.
      return webview ? (
        <a href={target.href} className={className} {...rest}>
          {children}
        </a>
      ) : (
        <Link href={target.sitePath} locale={false} prefetch={PREFETCH_IN_VIEW} className={className} {...tab} {...rest}>
          {content}
        </Link>
      );
    case 'external':
      return (
        <a href={target.href} className={className} {...tab} {...rest}>
          {content}
        </a>
      );
    case 'native':
      return (
        <a href={target.href} className={className} {...rest}>
          {children}
        </a>
      );
    case 'unsupported':
      return <span className={className}>{children}</span>;
  }
}

/** A content `Link` as a text link (its `variant` is for `LinkButton`). */
export function ContentLink({ link, className }: { link: ContentLinkData; className?: string }) {
  return (
    <SmartLink href={link.href} newTab={link.newTab} internal={link.internal} className={className}>
      {link.label}
    </SmartLink>
  );
}
