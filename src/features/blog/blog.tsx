import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RevealCard } from '@/components/reveal/reveal-card';
import { cardListClass, Section } from '@/components/section/section';
import { blogPosts, type BlogPost, type BlogSlug } from '@/content/blog-posts';
import { BlogCard } from './blog-card';
import { useLoaded } from '@/lib/use-loaded';
import { whenIdle } from '@/lib/when-idle';
import { loadArticleDialog, prepareArticle } from './prepare-articles';
import styles from './blog.module.css';

type Reading = { slug: BlogSlug; open: boolean };

/**
 * Six article cards. The full article texts (the blogPosts namespace), the reading view and the
 * articles' pictures are not part of the page's first download: they load while the browser is
 * idle, or as soon as the visitor reaches for a Read button, so that the article opens at once.
 */
export function Blog() {
  const { t, i18n } = useTranslation('blog');
  const [reading, setReading] = useState<Reading | null>(null);
  const BlogArticleDialog = useLoaded(loadArticleDialog)?.BlogArticleDialog;

  const prepare = (post: BlogPost) => prepareArticle(i18n, post);
  useEffect(
    () =>
      whenIdle(() => {
        for (const post of blogPosts) void prepareArticle(i18n, post).catch(() => undefined);
      }),
    [i18n],
  );

  const read = (post: BlogPost) => {
    prepare(post).then(
      () => setReading({ slug: post.slug, open: true }),
      () => undefined,
    );
  };

  return (
    <Section id="blog" header={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('lead') }}>
      <ul className={`${cardListClass.list} ${styles.list}`}>
        {blogPosts.map((post) => (
          <li key={post.id} className={cardListClass.item}>
            <RevealCard className={cardListClass.card} aria-labelledby={`blog-${post.id}-title`}>
              <BlogCard
                post={post}
                onIntent={() => void prepare(post).catch(() => undefined)}
                onRead={() => read(post)}
              />
            </RevealCard>
          </li>
        ))}
      </ul>
      {reading && BlogArticleDialog && (
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
