import './ui.css';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * The colours of a badge: the tones of the Companies screen's score (red, yellow, blue, green,
 * grey) plus accent and neutral. Each is readable (at least 4.5:1) on its tint in both themes.
 */
export type BadgeTone = 'red' | 'yellow' | 'blue' | 'green' | 'grey' | 'accent' | 'neutral';

/** A small rounded status label (a state, a score, a type). Other attributes (data-testid, aria-label …) pass through. */
export function Badge({
  tone = 'neutral',
  className,
  children,
  ...rest
}: { tone?: BadgeTone; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'children'>) {
  return (
    <span className={`ui-badge ui-badge--${tone}${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </span>
  );
}
