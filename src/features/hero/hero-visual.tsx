import styles from './hero-visual.module.css';

/**
 * A drawn-in-CSS collage of the studio's three crafts: a website in a browser frame, a shop's
 * product card and a brand palette. Pure decoration (no image request, nothing to read).
 */
export function HeroVisual() {
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={styles.browser}>
        <div className={styles.chrome}>
          <span />
          <span />
          <span />
          <span className={styles.address} />
        </div>
        <div className={styles.page}>
          <div className={styles.pageNav}>
            <span className={styles.pageLogo} />
            <span className={styles.pageLinks} />
          </div>
          <div className={styles.pageHero}>
            <span className={styles.lineWide} />
            <span className={styles.lineMid} />
            <span className={styles.pill} />
          </div>
          <div className={styles.pageGrid}>
            <span />
            <span />
            <span />
          </div>
        </div>
      </div>
      <div className={styles.product}>
        <span className={styles.productImage} />
        <span className={styles.lineMid} />
        <span className={styles.productRow}>
          <span className={styles.price} />
          <span className={styles.cart} />
        </span>
      </div>
      <div className={styles.palette}>
        <span />
        <span />
        <span />
        <span />
      </div>
      <svg className={styles.kreska} viewBox="0 0 120 60" fill="none">
        <path d="M6 50 C30 30, 52 8, 114 10" strokeWidth="7" strokeLinecap="round" />
      </svg>
    </div>
  );
}
