import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons/icons';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  closeLabel: string;
  /** Full-screen sheet (articles), a centred frame, or a dark full-screen stage for a work. */
  variant?: 'fullscreen' | 'centered' | 'viewer';
  /** Whether a click on the dimmed backdrop closes the dialog. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
};

/** On <html> while a dialog is open: the page behind is not drawn (global.css). */
const pageCoveredClass = 'has-covering-dialog';

/**
 * A modal built on the native <dialog>: the page behind becomes inert, Escape closes it, focus
 * returns to whatever opened it, and the page does not scroll underneath. Behind its dark
 * backdrop the page is not drawn at all: making the page inert restyles everything drawn, which
 * was most of the time a dialog took to open on a phone. So the dialog lives beside the page (a
 * portal into <body>), where hiding the page does not hide it.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  closeLabel,
  variant = 'centered',
  closeOnBackdrop = true,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // In the commit itself, so the dialog shows in the very frame React renders it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Before showModal(), so that its one style update already skips the page.
    document.documentElement.classList.add(pageCoveredClass);
    dialog.showModal();
    document.body.classList.add('is-scroll-locked');
    return () => {
      // The page first, so that close() can give the focus back into it.
      document.documentElement.classList.remove(pageCoveredClass);
      dialog.close();
      document.body.classList.remove('is-scroll-locked');
      opener?.focus({ preventScroll: true });
    };
  }, [open]);

  return createPortal(
    // The dialog box itself is the backdrop target: its content fills an inner frame.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${styles[variant]}`}
      // The heading exists only while the dialog is open.
      aria-labelledby={open ? labelledBy : undefined}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The backdrop, and in the viewer the stage around the work, say so with data-backdrop.
      data-backdrop=""
      onClick={(event) => {
        if (closeOnBackdrop && (event.target as Element).hasAttribute('data-backdrop')) onClose();
      }}
    >
      {open && (
        <div className={styles.frame} data-backdrop={variant === 'viewer' ? '' : undefined}>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
          {children}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
