import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button-class';
import { ArrowLeftIcon } from '@/components/icons/icons';
import styles from './page-intro.module.css';

export type PageIntroProps = {
  title: ReactNode;
  backLabel: string;
  /** Optional lead paragraph or eyebrow under the title. */
  children?: ReactNode;
};

/** The top of an inner page: a Back to Home button and the page's h1. */
export function PageIntro({ title, backLabel, children }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <Link to="/" className={buttonClass('secondary', styles.back)}>
        <ArrowLeftIcon />
        {backLabel}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
