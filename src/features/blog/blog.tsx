import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/section/section';
import { blogPosts, type BlogPost, type BlogSlug } from '@/content/blog-posts';
import { articleDialog } from './article-dialog';
import { BlogCardList } from './blog-card-list';

type Reading = { slug: BlogSlug; open: boolean };

/**
 * Six article cards. The full article texts, the reading view and the articles' pictures are not
 * part of the page's first download: they load while the browser is idle, or as soon as the
 * visitor reaches for a Read button, so that the article opens at once (see defineItemDialog).
 */
export function Blog() {
  const { t } = useTranslation('blog');
  const [reading, setReading] = useState<Reading | null>(null);
  const { View, prepare, whenPrepared } = articleDialog.useItemDialog(blogPosts);
  const BlogArticleDialog = View?.BlogArticleDialog;
  const read = useCallback(
    (post: BlogPost) => whenPrepared(post, () => setReading({ slug: post.slug, open: true })),
    [whenPrepared],
  );

  return (
    <Section id="blog" header={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('lead') }}>
      <BlogCardList onIntent={prepare} onRead={read} />
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
