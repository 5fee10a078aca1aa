import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light';

/** Class names for a button-looking <a>, <Link> or <button>. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}
