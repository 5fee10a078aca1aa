import { memo } from 'react';
import { RevealCard } from '@/components/reveal/reveal-card';
import { cardListClass } from '@/components/section/section';
import { blogPosts, type BlogPost } from '@/content/blog-posts';
import { tapIdProps } from '@/lib/early-activation';
import { BlogCard } from './blog-card';
import styles from './blog.module.css';

export type BlogCardListProps = {
  /** The visitor reaches for Read (pointer over or down, focus): time to load the article. */
  onIntent: (post: BlogPost) => void;
  onRead: (post: BlogPost) => void;
};

/**
 * The six article cards. Memoised: opening or closing an article changes the section's state, and
 * re-rendering every card then would delay the reading view by a frame on a phone.
 */
export const BlogCardList = memo(function BlogCardList({ onIntent, onRead }: BlogCardListProps) {
  return (
    <ul className={`${cardListClass.list} ${styles.list}`}>
      {blogPosts.map((post) => (
        <li key={post.id} className={cardListClass.item}>
          <RevealCard
            className={cardListClass.card}
            aria-labelledby={`blog-${post.id}-title`}
            {...tapIdProps('post', post.id)}
          >
            <BlogCard post={post} onIntent={() => onIntent(post)} onRead={() => onRead(post)} />
          </RevealCard>
        </li>
      ))}
    </ul>
  );
});
