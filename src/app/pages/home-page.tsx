import type { ReactNode } from 'react';
import { HydratedPart } from '@/components/hydrated-part/hydrated-part';
import { AboutSummary } from '@/features/about/about-summary';
import { HeroDivider } from '@/features/hero/hero-divider';
import { Hero } from '@/features/hero/hero';
import { Services } from '@/features/services/services';
import { WhyPartner } from '@/features/why-partner/why-partner';
import { useSectionFromHash } from './use-section-from-hash';

export type HomePageProps = {
  /** The sections below the fold (a lazy chunk of their own: see src/app/routes.tsx). */
  children?: ReactNode;
};

export function HomePage({ children }: HomePageProps) {
  useSectionFromHash();
  return (
    <>
      {/* One boundary per section: React hydrates each on its own, the one tapped first first. */}
      <HydratedPart>
        <Hero />
        <HeroDivider />
      </HydratedPart>
      <HydratedPart>
        <AboutSummary />
      </HydratedPart>
      <HydratedPart>
        <WhyPartner />
      </HydratedPart>
      <HydratedPart>
        <Services />
      </HydratedPart>
      <HydratedPart>{children}</HydratedPart>
    </>
  );
}

// The default export is what React.lazy loads (src/app/routes.tsx).
export default HomePage;
