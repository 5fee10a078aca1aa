import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/icons/icons';
import styles from './pwa-notices.module.css';
import { useTimedDismissal } from './use-timed-dismissal';

export type PwaNoticeProps = {
  tone: 'info' | 'offline';
  children: ReactNode;
  /** Buttons shown before the close button. */
  actions?: ReactNode;
  onDismiss: () => void;
  /** For news that needs nothing from the visitor: ms after which the notice leaves by itself. */
  leavesAfter?: number;
};

/** One toast: a message, optional actions and a close button; Escape inside it closes it too. */
export function PwaNotice({ tone, children, actions, onDismiss, leavesAfter }: PwaNoticeProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useTimedDismissal(ref, onDismiss, leavesAfter);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onDismiss();
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);

  return (
    <div ref={ref} className={styles.notice} data-tone={tone}>
      <p className={styles.text}>{children}</p>
      <div className={styles.actions}>
        {actions}
        <button
          type="button"
          className={styles.close}
          aria-label={t('pwa.dismiss')}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
