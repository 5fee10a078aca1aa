import { FlagEn, FlagPl } from '@/components/icons/icons';

// The switcher's options in display order; the first, English, is the default.
export const languageOptions = [
  { code: 'en', Flag: FlagEn },
  { code: 'pl', Flag: FlagPl },
] as const;
