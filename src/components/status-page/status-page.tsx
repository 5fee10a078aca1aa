import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button-class';
import styles from './status-page.module.css';

export type StatusPageProps = {
  /** Large decorative figure above the title, such as 404. */
  code?: string;
  title: string;
  text: string;
  homeLabel: string;
};

/** A centred message with a way back home: page not found, project not found. */
export function StatusPage({ code, title, text, homeLabel }: StatusPageProps) {
  return (
    <div className={styles.page}>
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={styles.title}>
        {code && <span className="visually-hidden">{code} </span>}
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <Link to="/" className={buttonClass('primary')}>
        {homeLabel}
      </Link>
    </div>
  );
}
