import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/icons/icons';
import { currentLanguage } from '@/i18n/language-code';
import { languageOptions } from './language-options';
import styles from './language-switcher.module.css';

export type LanguageSwitcherProps = {
  /** Called after a language was chosen (the mobile menu stays open, the dropdown closes). */
  onChange?: () => void;
};

/** A disclosure with one button per language; closes on choice, outside click and Escape. */
export function LanguageSwitcher({ onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = currentLanguage(i18n);
  const activeOption =
    languageOptions.find((option) => option.code === active) ?? languageOptions[0];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const choose = (code: (typeof languageOptions)[number]['code']) => {
    void i18n.changeLanguage(code);
    setOpen(false);
    toggleRef.current?.focus();
    onChange?.();
  };

  const ActiveFlag = activeOption.Flag;
  return (
    <div className={styles.switcher} ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('language.current', { language: t(`language.${activeOption.code}`) })}
        onClick={() => setOpen((value) => !value)}
      >
        <ActiveFlag className={styles.flag} />
        <span aria-hidden="true">{activeOption.code.toUpperCase()}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.menu} hidden={!open}>
        {languageOptions.map(({ code, Flag }) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              className={styles.option}
              aria-current={code === active ? 'true' : undefined}
              onClick={() => choose(code)}
            >
              <Flag className={styles.flag} />
              {t(`language.${code}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
