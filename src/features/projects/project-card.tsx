import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/icons';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { projectCovers } from '@/content/project-covers';
import type { ProjectCategory } from '@/content/projects';
import styles from './projects.module.css';

export type ProjectCardProps = Pick<ProjectCategory, 'id' | 'slug'>;

const sizes = '(min-width: 75rem) 23rem, (min-width: 56rem) 30vw, calc(100vw - 2.5rem)';

/**
 * One category as a single link, naming a few of its projects: its cover (two of them, laid out in
 * artwork/showcase.html) swaps to two others on hover and keyboard focus.
 */
export function ProjectCard({ id, slug }: ProjectCardProps) {
  const { t } = useTranslation(['projects', 'projectCards']);
  const cover = projectCovers[slug];
  return (
    <Link
      to={`/project/${id}`}
      className={styles.link}
      aria-labelledby={`project-${id}-title`}
      aria-describedby={`project-${id}-category project-${id}-work`}
      data-project-id={id}
    >
      <div className={styles.media}>
        <ResponsiveImage
          image={cover.image}
          alt={t(`projectCards:${slug}.imageAlt`)}
          sizes={sizes}
          className={styles.image}
        />
        <ResponsiveImage
          image={cover.hoverImage}
          alt=""
          sizes={sizes}
          className={`${styles.image} ${styles.hoverImage}`}
          data-hover-image=""
        />
      </div>
      <div className={styles.body}>
        <span id={`project-${id}-category`} className={styles.category}>
          {t(`categories.${slug}.category`)}
        </span>
        <div className={styles.titleRow}>
          <h3 id={`project-${id}-title`} className={styles.cardTitle}>
            {t(`categories.${slug}.title`)}
          </h3>
          <span className={styles.arrow}>
            <ArrowRightIcon />
          </span>
        </div>
        <p id={`project-${id}-work`} className={styles.work}>
          {t(`projectCards:${slug}.work`)}
        </p>
      </div>
    </Link>
  );
}
