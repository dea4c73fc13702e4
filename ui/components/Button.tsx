import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { Link } from '../../api/contract/content.schemas';
import { SmartLink } from './SmartLink';
import styles from './Button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'text';

interface Look {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
  /** Drawn on a dark band (`--color-primary` or darker): the variants keep their contrast there. */
  onDark?: boolean;
}

/** Class names of the button look, for elements that are not `<Button>`. */
export function buttonClass({ variant = 'primary', size = 'medium', block = false, onDark = false }: Look = {}, extra?: string) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, onDark && styles.onDark, extra]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, block, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest}>
      {children}
    </button>
  );
}

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
