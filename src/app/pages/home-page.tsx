import { AboutSummary } from '@/features/about/about-summary';
import { Blog } from '@/features/blog/blog';
import { Contact } from '@/features/contact/contact';
import { HeroDivider } from '@/features/hero/hero-divider';
import { Hero } from '@/features/hero/hero';
import { Projects } from '@/features/projects/projects';
import { Services } from '@/features/services/services';
import { Testimonials } from '@/features/testimonials/testimonials';
import { WhyPartner } from '@/features/why-partner/why-partner';
import { useSectionFromHash } from './use-section-from-hash';

export function HomePage() {
  useSectionFromHash();
  return (
    <>
      <Hero />
      <HeroDivider />
      <AboutSummary />
      <WhyPartner />
      <Services />
      <Projects />
      <Testimonials />
      <Blog />
      <Contact />
    </>
  );
}
