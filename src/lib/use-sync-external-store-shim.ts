// react-i18next imports useSyncExternalStore from 'use-sync-external-store/shim', a stand-in for
// React versions before 18. React 19 has it built in, so vite.config.ts points that import here
// and the stand-in's code stays out of every page's JavaScript.
export { useSyncExternalStore } from 'react';
