import styles from './hero-divider.module.css';

/** The divider after the hero: a thematic break drawn as the studio's single stroke. */
export function HeroDivider() {
  return <hr className={styles.divider} />;
}
