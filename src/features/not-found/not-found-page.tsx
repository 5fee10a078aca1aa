import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/status-page/status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('notFound.code')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      homeLabel={t('notFound.home')}
    />
  );
}
