import type { ReactNode } from 'react';
import styles from './section-header.module.css';

export type SectionHeaderProps = {
  /** The heading's id, which names the section (its aria-labelledby). */
  titleId: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Centred over the section rather than aligned to its start. */
  centered?: boolean;
  /** Light text, for a section on the dark ink background. */
  onInk?: boolean;
  /** The section's own placement of the header (width, margins). */
  className?: string;
};

/**
 * The label, heading and lead styles, for a section whose opening holds more than these three
 * (About's story, the contact intro) and so lays them out itself.
 */
export const sectionHeaderText = {
  eyebrow: styles.eyebrow,
  title: styles.title,
  lead: styles.lead,
};

/** The small label, heading and lead that open each home section. */
export function SectionHeader({
  titleId,
  eyebrow,
  title,
  lead,
  centered = false,
  onInk = false,
  className,
}: SectionHeaderProps) {
  const classes = [
    styles.header,
    centered && styles.centered,
    onInk && styles.onInk,
    className,
  ].filter(Boolean);
  return (
    <header className={classes.join(' ')}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}
