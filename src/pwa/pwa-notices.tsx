import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button/button-class';
import { PwaNotice } from './pwa-notice';
import {
  acceptUpdate,
  dismissOfflineReady,
  dismissUpdate,
  getPwaStatus,
  getServerPwaStatus,
  subscribePwaStatus,
} from './pwa-status';
import styles from './pwa-notices.module.css';
import { useOnline } from './use-online';

/**
 * The service worker's messages to the visitor, bottom-left, clear of the header and its contact
 * button: "new version available", "ready to work offline" (once) and "you are offline".
 * The layout renders this once; the live region exists from the first paint so that screen
 * readers announce what appears in it.
 */
export function PwaNotices() {
  const { t } = useTranslation();
  const { needRefresh, updating, offlineReady } = useSyncExternalStore(
    subscribePwaStatus,
    getPwaStatus,
    getServerPwaStatus,
  );
  const online = useOnline();
  // Dismissing the offline note hides it until the connection comes back and goes again.
  const [offlineDismissed, setOfflineDismissed] = useState(false);
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    if (online) setOfflineDismissed(false);
  }

  return (
    <div className={styles.region} aria-live="polite">
      {!online && !offlineDismissed && (
        <PwaNotice tone="offline" onDismiss={() => setOfflineDismissed(true)}>
          {t('pwa.offline')}
        </PwaNotice>
      )}
      {needRefresh && (
        <PwaNotice
          tone="info"
          onDismiss={dismissUpdate}
          actions={
            <button
              type="button"
              className={buttonClass('primary', styles.action)}
              onClick={acceptUpdate}
              disabled={updating}
            >
              {updating ? t('pwa.updating') : t('pwa.reload')}
            </button>
          }
        >
          {t('pwa.updateAvailable')}
        </PwaNotice>
      )}
      {offlineReady && !needRefresh && (
        <PwaNotice tone="info" onDismiss={dismissOfflineReady}>
          {t('pwa.offlineReady')}
        </PwaNotice>
      )}
    </div>
  );
}
