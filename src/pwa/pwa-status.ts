// What the service worker has told this tab, shared between the registration (start-app.tsx, outside
// React) and the notices (rendered by the layout). The server render always sees the idle state.
import { stopIdlePreparation } from '@/lib/when-idle';

export type PwaStatus = {
  /** A new version is installed and waiting for the visitor to accept it. */
  needRefresh: boolean;
  /** The visitor accepted; the new version is taking over and the page will reload. */
  updating: boolean;
  /** The site has just been saved for offline use for the first time. */
  offlineReady: boolean;
};

const idle: PwaStatus = { needRefresh: false, updating: false, offlineReady: false };

let status = idle;
let activateUpdate: () => Promise<void> = () => Promise.resolve();
const listeners = new Set<() => void>();

export function subscribePwaStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getPwaStatus = (): PwaStatus => status;
export const getServerPwaStatus = (): PwaStatus => idle;

export function setPwaStatus(patch: Partial<PwaStatus>): void {
  status = { ...status, ...patch };
  listeners.forEach((listener) => listener());
}

/** Called by the registration with the function that activates the waiting version. */
export function setUpdateActivator(activate: () => Promise<void>): void {
  activateUpdate = activate;
}

/**
 * The visitor pressed "Reload": the waiting worker takes over, then every open tab reloads. The
 * page stops preparing dialogs in the background first, so that no request keeps the old worker
 * from handing over.
 */
export function acceptUpdate(): void {
  if (status.updating) return;
  stopIdlePreparation();
  setPwaStatus({ updating: true });
  void activateUpdate();
}

export function dismissUpdate(): void {
  setPwaStatus({ needRefresh: false });
}

/**
 * How long "ready to work offline" stays: time to read it twice. It asks nothing of the visitor,
 * so it does not sit over the page for the rest of the visit (on a phone, the bottom of the screen).
 */
export const offlineReadyNoticeTime = 10_000;

export function dismissOfflineReady(): void {
  setPwaStatus({ offlineReady: false });
}

/** Test helper: back to the idle state. */
export function resetPwaStatus(): void {
  status = idle;
  activateUpdate = () => Promise.resolve();
  listeners.forEach((listener) => listener());
}
