import { useId, type ReactNode } from 'react';

export interface CardProps {
  /** The card's heading, which names it for screen readers too. */
  title?: string;
  /** The name of a card without a heading (a card of figures whose table says the rest). */
  label?: string;
  className?: string;
  /** What it shows is on its way (marked busy). */
  isBusy?: boolean;
  children?: ReactNode;
}

/** A card of a screen: a region named by its heading (or by `label`), the heading first. */
export function Card({ title, label, className, isBusy = false, children }: CardProps) {
  const headingId = useId();
  return (
    <section
      className={`card${className ? ` ${className}` : ''}`}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : label}
      aria-busy={isBusy || undefined}
    >
      {title ? <h2 id={headingId}>{title}</h2> : null}
      {children}
    </section>
  );
}
