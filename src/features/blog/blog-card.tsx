import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button/button-class';
import { ArrowRightIcon } from '@/components/icons/icons';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import type { BlogPost } from '@/content/blog-posts';
import styles from './blog.module.css';

export type BlogCardProps = {
  post: BlogPost;
  /** The visitor reaches for Read (pointer over or down, focus): time to load the article. */
  onIntent: () => void;
  onRead: () => void;
};

export function BlogCard({ post, onIntent, onRead }: BlogCardProps) {
  const { t } = useTranslation('blog');
  const title = t(`posts.${post.slug}.title`);
  return (
    <div className={styles.cardInner}>
      <ResponsiveImage
        image={post.image}
        alt={t(`posts.${post.slug}.imageAlt`)}
        sizes="(min-width: 75rem) 23rem, (min-width: 40rem) 45vw, calc(100vw - 2.5rem)"
        className={styles.cover}
      />
      <div className={styles.body}>
        <p className={styles.category}>{t(`posts.${post.slug}.category`)}</p>
        <h3 id={`blog-${post.id}-title`} className={styles.cardTitle}>
          {title}
        </h3>
        <p className={styles.excerpt} data-excerpt="">
          {t(`posts.${post.slug}.excerpt`)}
        </p>
        <button
          type="button"
          className={buttonClass('secondary', styles.read)}
          aria-label={t('readLabel', { title })}
          onClick={onRead}
          onPointerEnter={onIntent}
          onPointerDown={onIntent}
          onFocus={onIntent}
        >
          {t('read')}
          <ArrowRightIcon />
        </button>
      </div>
    </div>
  );
}
