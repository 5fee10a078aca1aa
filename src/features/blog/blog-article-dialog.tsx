import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { blogPosts, type BlogSlug } from '@/content/blog-posts';
import { articlePictureSizes } from './article-dialog';
import styles from './blog-article.module.css';

export type BlogArticleDialogProps = { slug: BlogSlug; open: boolean; onClose: () => void };

/** A full-screen reading view of one article; its paragraphs are the text's lines. */
export function BlogArticleDialog({ slug, open, onClose }: BlogArticleDialogProps) {
  const { t } = useTranslation(['blog', 'blogPosts']);
  const post = blogPosts.find((entry) => entry.slug === slug) ?? blogPosts[0];
  const paragraphs = t(`blogPosts:posts.${slug}.body`)
    .split('\n')
    .filter((paragraph) => paragraph.trim());
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="blog-article-title"
      closeLabel={t('close')}
      variant="fullscreen"
    >
      <article className={styles.article}>
        <ResponsiveImage
          image={post.image}
          alt={t(`posts.${slug}.imageAlt`)}
          sizes={articlePictureSizes}
          className={styles.image}
          priority
        />
        <div className={styles.body}>
          <p className={styles.category}>{t(`posts.${slug}.category`)}</p>
          <h2 id="blog-article-title" className={styles.title}>
            {t(`posts.${slug}.title`)}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </article>
    </Dialog>
  );
}
