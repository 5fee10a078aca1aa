import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/section/section';
import { blogPosts, type BlogPost, type BlogSlug } from '@/content/blog-posts';
import { preparedOnce } from '@/lib/prepared-once';
import { useLoaded } from '@/lib/use-loaded';
import { whenIdleInTurn } from '@/lib/when-idle';
import { BlogCardList } from './blog-card-list';
import { loadArticleDialog, prepareArticle, tappedArticles } from './prepare-articles';

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

  const [articles] = useState(() => {
    const prepared = preparedOnce((post: BlogPost) => prepareArticle(i18n, post));
    // A Read tapped before the app took over opens once this section is hydrated: its article is
    // ready by then (src/app/prepare-early-taps.ts), and marked so here, at the first render.
    tappedArticles().forEach(prepared.prepare);
    return prepared;
  });
  useEffect(() => whenIdleInTurn(blogPosts, articles.prepared), [articles]);
  const read = useCallback(
    (post: BlogPost) =>
      articles.whenPrepared(post, () => setReading({ slug: post.slug, open: true })),
    [articles],
  );

  return (
    <Section id="blog" header={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('lead') }}>
      <BlogCardList onIntent={articles.prepare} onRead={read} />
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
