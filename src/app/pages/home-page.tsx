import { useTranslation } from 'react-i18next';
import type { SectionId } from '@/content/sections';
import { AboutSummary } from '@/features/about/about-summary';
import { HeroDivider } from '@/features/hero/hero-divider';
import { Hero } from '@/features/hero/hero';
import { Services } from '@/features/services/services';
import { WhyPartner } from '@/features/why-partner/why-partner';
import styles from './home-page.module.css';
import { useSectionFromHash } from './use-section-from-hash';

/** A section still waiting for its content: anchor and heading only. */
function PlaceholderSection({ id }: { id: SectionId }) {
  const { t } = useTranslation('navbar');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.pending}>
      <h2 id={`${id}-title`}>{t(`items.${id}`)}</h2>
    </section>
  );
}

export function HomePage() {
  useSectionFromHash();
  return (
    <>
      <Hero />
      <HeroDivider />
      <AboutSummary />
      <WhyPartner />
      <Services />
      <PlaceholderSection id="projects" />
      <PlaceholderSection id="testimonials" />
      <PlaceholderSection id="blog" />
      <PlaceholderSection id="contact" />
    </>
  );
}
