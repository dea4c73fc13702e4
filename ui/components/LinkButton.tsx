import type { Link } from '../../api/contract/content.schemas';
import { buttonClass, type Look } from './Button';
import { SmartLink } from './SmartLink';

/**
 * A content link shown as a button. The editor's `variant` picks the look;
 * `variant` here is the section's default when the editor chose none.
 */
export function LinkButton({
  link,
  variant = 'primary',
  size,
  block,
  onDark,
  className,
}: { link: Link; className?: string } & Look) {
  return (
    <SmartLink
      href={link.href}
      newTab={link.newTab}
      internal={link.internal}
      className={buttonClass({ variant: link.variant ?? variant, size, block, onDark }, className)}
    >
      {link.label}
    </SmartLink>
  );
}
