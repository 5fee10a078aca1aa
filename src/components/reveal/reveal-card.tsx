import type { ComponentPropsWithoutRef } from 'react';
import { revealClass } from './reveal-class';
import { useReveal } from './use-reveal';

export type RevealCardProps = ComponentPropsWithoutRef<'article'>;

/** An <article> card that fades and rises in once 10 % of it is visible (class "is-active"). */
export function RevealCard({ className = '', children, ...rest }: RevealCardProps) {
  const { ref, ...state } = useReveal<HTMLElement>();
  return (
    <article ref={ref} className={revealClass(state, className)} {...rest}>
      {children}
    </article>
  );
}
