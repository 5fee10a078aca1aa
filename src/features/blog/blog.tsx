import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RevealCard } from '@/components/reveal/reveal-card';
import { cardListClass, Section } from '@/components/section/section';
import { blogPosts, type BlogSlug } from '@/content/blog-posts';
import { BlogCard } from './blog-card';
import { loadArticleDialog, prepareArticles, whenIdle } from './prepare-articles';
import styles from './blog.module.css';

const BlogArticleDialog = lazy(() =>
  loadArticleDialog().then((m) => ({ default: m.BlogArticleDialog })),
);

type Reading = { slug: BlogSlug; open: boolean };

/**
 * Six article cards. The full article texts (the blogPosts namespace) and the reading view are
 * not part of the page's first download: they load while the browser is idle, or on the first
 * Read.
 */
export function Blog() {
  const { t, i18n } = useTranslation('blog');
  const [reading, setReading] = useState<Reading | null>(null);

  useEffect(() => whenIdle(() => void prepareArticles(i18n).catch(() => undefined)), [i18n]);

  const read = (slug: BlogSlug) => {
    prepareArticles(i18n).then(
      () => setReading({ slug, open: true }),
      () => undefined,
    );
  };

  return (
    <Section id="blog" header={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('lead') }}>
      <ul className={`${cardListClass.list} ${styles.list}`}>
        {blogPosts.map((post) => (
          <li key={post.id} className={cardListClass.item}>
            <RevealCard className={cardListClass.card} aria-labelledby={`blog-${post.id}-title`}>
              <BlogCard post={post} onRead={() => read(post.slug)} />
            </RevealCard>
          </li>
        ))}
      </ul>
      {reading && (
        <Suspense>
          <BlogArticleDialog
            slug={reading.slug}
            open={reading.open}
            onClose={() => setReading({ ...reading, open: false })}
          />
        </Suspense>
      )}
    </Section>
  );
}
