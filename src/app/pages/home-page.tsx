import { useTranslation } from 'react-i18next';
import { sectionIds } from '@/content/sections';
import { useSectionFromHash } from './use-section-from-hash';

export function HomePage() {
  const { t } = useTranslation('navbar');
  useSectionFromHash();
  return (
    <>
      {sectionIds.map((id) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-title`}
          style={{ minHeight: '100vh', paddingTop: 120 }}
        >
          <h2 id={`${id}-title`}>{t(`items.${id}`)}</h2>
        </section>
      ))}
    </>
  );
}
