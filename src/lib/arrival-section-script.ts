import { fullLayoutClass } from './full-layout';

/**
 * Runs right after the prerendered markup (and the Polish swap), before the first paint. A visitor
 * who opens /#contact, from a shared link or another page, sees that section in the first frame.
 * Left to the browser, the page is drawn at its top and scrolled there only once it has loaded,
 * smoothly (the stylesheet asks for smooth scrolling) through every section above it.
 */
function landOnArrivalSection(fullLayout: string) {
  let id = '';
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return; // A malformed address: the browser finds no element for it either.
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  // As the app's jumps do (src/lib/section-nav.ts): with the sections above still at their
  // estimated heights, their real ones would push the section down once drawn.
  document.documentElement.classList.add(fullLayout);
  target.scrollIntoView({ behavior: 'instant', block: 'start' });
}

/** Inlined by the prerender after the swap script on every page. */
export const arrivalSectionScript = `(${landOnArrivalSection.toString()})(${JSON.stringify(fullLayoutClass)})`;
