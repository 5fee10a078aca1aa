import { HydratedPart } from '@/components/hydrated-part/hydrated-part';
import type { ProjectCategory } from '@/content/projects';
import { Blog } from '@/features/blog/blog';
import { Contact } from '@/features/contact/contact';
import { Projects } from '@/features/projects/projects';
import { Testimonials } from '@/features/testimonials/testimonials';

export type HomeBelowFoldProps = {
  categories: readonly ProjectCategory[];
};

/** The home page below the fold: projects, testimonials, blog and contact. */
export function HomeBelowFold({ categories }: HomeBelowFoldProps) {
  return (
    // One boundary per section, as above the fold (home-page.tsx).
    <>
      <HydratedPart>
        <Projects categories={categories} />
      </HydratedPart>
      <HydratedPart>
        <Testimonials />
      </HydratedPart>
      <HydratedPart>
        <Blog />
      </HydratedPart>
      <HydratedPart>
        <Contact />
      </HydratedPart>
    </>
  );
}
// For a Read tapped before the app took over (src/app/prepare-early-taps.ts).
export { articleDialog } from '@/features/blog/article-dialog';
export { blogPosts } from '@/content/blog-posts';
// The default export is what React.lazy loads (src/app/routes.tsx).
export default HomeBelowFold;
