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
  offlineReadyNoticeTime,
  subscribePwaStatus,
} from './pwa-status';
import styles from './pwa-notices.module.css';
import { useOnline } from '@/lib/use-online';

/**
 * The service worker's messages to the visitor: "new version available", "ready to work offline"
 * (once) and "you are offline". Rendered inside PwaNoticeRegion's live region.
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
    <>
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
        <PwaNotice tone="info" onDismiss={dismissOfflineReady} leavesAfter={offlineReadyNoticeTime}>
          {t('pwa.offlineReady')}
        </PwaNotice>
      )}
    </>
  );
}
