import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'text';

export interface Look {
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
