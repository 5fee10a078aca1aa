import { useTranslation } from 'react-i18next';
import { RevealCard } from '@/components/reveal/reveal-card';
import { cardListClass, Section } from '@/components/section/section';
import type { ProjectCategory } from '@/content/projects';
import { ProjectCard } from './project-card';
import styles from './projects.module.css';

export type ProjectsProps = { categories: readonly ProjectCategory[] };

/** The portfolio categories; each card opens its gallery at /project/{id}. */
export function Projects({ categories }: ProjectsProps) {
  const { t } = useTranslation('projects');
  return (
    <Section
      id="projects"
      header={{ eyebrow: t('section.eyebrow'), title: t('section.title'), lead: t('section.lead') }}
    >
      <ul className={`${cardListClass.list} ${styles.list}`}>
        {categories.map((category) => (
          <li key={category.id} className={cardListClass.item}>
            <RevealCard
              className={cardListClass.card}
              aria-labelledby={`project-${category.id}-title`}
            >
              <ProjectCard id={category.id} slug={category.slug} />
            </RevealCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
