import type { ReactNode } from 'react';
import { SectionHeader, type SectionHeaderProps } from '@/components/section-header/section-header';
import styles from './section.module.css';

export type SectionProps = {
  /** The section's anchor; its heading carries `sectionTitleId(id)` and names the section. */
  id: string;
  /** The section's own look on top of the shared frame: background and text colours. */
  className?: string;
  /** The label, heading and lead that open it; a section with a richer opening omits this and
   * gives its own heading `sectionTitleId(id)`. */
  header?: Omit<SectionHeaderProps, 'titleId'>;
  children: ReactNode;
};

/** The id of the heading that names the section `id`. */
export const sectionTitleId = (id: string) => `${id}-title`;

/** The classes of a section's card list: the list, each item, and the card inside it. */
export const cardListClass = { list: styles.list, item: styles.item, card: styles.card };

/**
 * A home section below the hero, laid out only as it nears the viewport (`render-when-near`):
 * the shared gutters and rhythm, with its content centred at the content width.
 */
export function Section({ id, className, header, children }: SectionProps) {
  const classes = [styles.section, className, 'render-when-near'].filter(Boolean);
  return (
    <section id={id} className={classes.join(' ')} aria-labelledby={sectionTitleId(id)}>
      <div className={styles.inner}>
        {header && <SectionHeader titleId={sectionTitleId(id)} {...header} />}
        {children}
      </div>
    </section>
  );
}
