import { fullLayoutClass } from './full-layout';
import { idFromHash } from './hash-id';

/**
 * Runs right after the prerendered markup (and the Polish swap). A visitor who opens /#contact,
 * from a shared link or another page, sees that section as soon as the page is parsed: in the
 * first frame, unless a slow phone drew the top while the page was still arriving. Left to the
 * browser, the page stays at its top until it has loaded, then scrolls there smoothly (the
 * stylesheet asks for smooth scrolling) through every section above it.
 */
function landOnArrivalSection(idOf: typeof idFromHash, fullLayout: string) {
  const id = idOf(location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  // As the app's jumps do (src/lib/section-nav.ts): with the sections above still at their
  // estimated heights, their real ones would push the section down once drawn.
  document.documentElement.classList.add(fullLayout);
  target.scrollIntoView({ behavior: 'instant', block: 'start' });
}

/** Inlined by the prerender after the swap script on every page. */
export const arrivalSectionScript = `(${landOnArrivalSection.toString()})(${idFromHash.toString()},${JSON.stringify(fullLayoutClass)})`;
