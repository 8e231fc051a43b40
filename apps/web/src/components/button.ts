// The class of a button or a link drawn as one on the storefront's own pages (button.css, decision
// 031): a `<button>` or a router `<Link>` with this class, no UI kit.
import './button.css';

export interface ButtonLook {
  variant?: 'filled' | 'light' | 'default' | 'white' | 'yellow';
  size?: 'sm' | 'md';
  /** The whole width of its container. */
  full?: boolean;
  className?: string;
}

export function buttonClass({ variant = 'filled', size = 'sm', full = false, className }: ButtonLook = {}): string {
  return [
    'button',
    variant === 'filled' ? null : `button--${variant}`,
    size === 'md' ? 'button--md' : null,
    full ? 'button--full' : null,
    className ?? null,
  ]
    .filter((c) => c !== null)
    .join(' ');
}
