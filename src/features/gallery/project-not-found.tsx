import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page/status-page';

export function ProjectNotFound() {
  const { t } = useTranslation('project');
  return <StatusPage title={t('notFound')} text={t('notFoundText')} homeLabel={t('backHome')} />;
}
