import type { ComponentPropsWithoutRef } from 'react';
import styles from './reveal.module.css';
import { useReveal } from './use-reveal';

export type RevealCardProps = ComponentPropsWithoutRef<'article'>;

/** An <article> card that fades and rises in once 10 % of it is visible (class "is-active"). */
export function RevealCard({ className = '', children, ...rest }: RevealCardProps) {
  const { ref, active } = useReveal<HTMLElement>();
  const classes = [styles.reveal, active ? `${styles.active} is-active` : '', className];
  return (
    <article ref={ref} className={classes.filter(Boolean).join(' ')} {...rest}>
      {children}
    </article>
  );
}
