import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'ghost' | 'danger';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  /** `button--primary`, `button--ghost` or `button--danger`; without one the plain `button` */
  variant?: ButtonVariant;
  /** `button--small` or `button--large` */
  size?: 'small' | 'large';
  /** `button--block`: the full width of its row */
  block?: boolean;
  /** a native submit or reset button; a plain button by default, so that it never sends a form by accident */
  type?: 'button' | 'submit' | 'reset';
  /** while its call runs: disabled and marked `aria-busy` */
  pending?: boolean;
};

/** The class list of a kit button, for a link or a label that looks like one. */
export function buttonClass({ variant, size, block = false }: Pick<ButtonProps, 'variant' | 'size' | 'block'> = {}): string {
  return ['button', variant && `button--${variant}`, size && `button--${size}`, block && 'button--block'].filter(Boolean).join(' ');
}

/**
 * A button of the kit: the site's `button` classes on a native <button>, every other prop and the ref passed on.
 * The small and danger variants are styled by the kit's `ui.css`, which its modal, lists and forms load.
 */
export function Button({ variant, size, block, type = 'button', pending = false, className, disabled, ...props }: ButtonProps) {
  const classes = buttonClass({ variant, size, block });
  return (
    <button
      {...props}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled || pending}
      aria-busy={pending || props['aria-busy'] || undefined}
    />
  );
}
