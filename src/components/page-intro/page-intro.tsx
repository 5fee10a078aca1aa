import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button-class';
import { ArrowLeftIcon } from '@/components/icons/icons';
import styles from './page-intro.module.css';

export type PageIntroProps = {
  title: ReactNode;
  /** The paragraph under the title that says what the page holds. */
  lead: string;
  backLabel: string;
};

/** The class of each block of an inner page below its intro. */
export const pageSectionClass = styles.section;

/** The top of an inner page: a Back to Home button, the page's h1 and its lead. */
export function PageIntro({ title, lead, backLabel }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <Link to="/" className={buttonClass('secondary', styles.back)}>
        <ArrowLeftIcon />
        {backLabel}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </div>
  );
}
