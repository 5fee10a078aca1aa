import { useTranslation } from 'react-i18next';
import { RevealCard } from '@/components/reveal/reveal-card';
import { projectCategories } from '@/content/projects';
import { ProjectCard } from './project-card';
import styles from './projects.module.css';

/** The three portfolio categories; each card opens its gallery at /project/{id}. */
export function Projects() {
  const { t } = useTranslation('projects');
  return (
    <section id="projects" className={styles.section} aria-labelledby="projects-title">
      <div className={styles.inner}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{t('section.eyebrow')}</p>
          <h2 id="projects-title" className={styles.title}>
            {t('section.title')}
          </h2>
          <p className={styles.lead}>{t('section.lead')}</p>
        </header>
        <ul className={styles.list}>
          {projectCategories.map((category) => (
            <li key={category.id} className={styles.item}>
              <RevealCard className={styles.card} aria-labelledby={`project-${category.id}-title`}>
                <ProjectCard id={category.id} slug={category.slug} />
              </RevealCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
