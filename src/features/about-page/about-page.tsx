import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro/page-intro';

export function AboutPage() {
  const { t } = useTranslation('aboutPage');
  return <PageIntro title={t('title')} backLabel={t('backHome')} />;
}
