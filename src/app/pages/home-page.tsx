import { Suspense, type ReactNode } from 'react';
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
      <Hero />
      <HeroDivider />
      <AboutSummary />
      <WhyPartner />
      <Services />
      <Suspense fallback={null}>{children}</Suspense>
    </>
  );
}

// The default export is what React.lazy loads (src/app/routes.tsx).
export default HomePage;
