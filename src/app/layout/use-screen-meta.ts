import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/use-page-meta';
import { describeScreen } from '../screens';

/** Title and description of the current screen, in the current language. */
export function useScreenMeta(pathname: string) {
  const { t } = useTranslation(['common', 'projects']);
  usePageMeta(describeScreen(pathname).meta(t));
}
