import './styles/global.css';

/** Gives the browser a turn: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The browser entry. It evaluates the app in two stages, React DOM first, then the rest, and
 * gives the browser a turn in between: evaluated at once they make one task of about 50 ms on a
 * desktop, four times that on a mid-range phone, which would hold up a visitor's first tap. Then
 * another turn before the app starts (its texts, then hydration): right after the evaluation it
 * made a task of 17 ms on a desktop. The page preloads both stages with this entry
 * (scripts/prerender/assets.ts: the entry's dynamic imports), so staging costs no extra round
 * trip. (Only whole-module packages can be a stage of their own: a dynamic import keeps every
 * export of what it imports.)
 */
async function boot() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(root);
}

void boot();
