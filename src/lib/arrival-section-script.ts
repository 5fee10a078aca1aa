import { fullLayoutClass } from './full-layout';
import { idFromHash } from './hash-id';
import { dockedAttribute, headerDockThreshold } from './header-dock-script';

/**
 * On <html> from landing on the address's section until the page has loaded. Meanwhile the browser
 * keeps that section in place itself as what is above it changes height (a late picture, font or
 * stylesheet), scrolling as the stylesheet asks; this makes those scrolls instant rather than
 * smooth, or the section would be drawn out of place, then slide back.
 */
export const arrivingAttribute = 'data-arriving';

/**
 * In <head>, before any markup: no frame is drawn until the page's markup is whole (and the
 * Polish swap and the landing on a #section below are done). A page that arrives slowly, or that a
 * busy phone parses in pieces, would otherwise be drawn in part: home's hero, centred on the
 * screen, without its copy, which then moved everything as it came; a #section address, the
 * page's top and then a jump. `<link rel=expect blocking=render>` holds rendering (Chromium; other
 * browsers ignore it and draw as before) until the element it names is parsed: it names none, so
 * the hold lasts until the arrival script removes it, or at most until the page is parsed.
 */
export const firstFrameHold = '<link rel="expect" href="#page-whole" blocking="render" />';

/**
 * Runs right after the prerendered markup (and the Polish swap). A visitor who opens /#contact,
 * from a shared link or another page, sees that section in the first frame. Left to the browser,
 * the page stays at its top until it has loaded, then scrolls there smoothly (the stylesheet asks
 * for smooth scrolling) through every section above it.
 */
function landOnArrivalSection(
  idOf: typeof idFromHash,
  fullLayout: string,
  dockAfter: number,
  docked: string,
  arriving: string,
) {
  const id = idOf(location.hash);
  const target = id ? document.getElementById(id) : null;
  if (target) {
    const root = document.documentElement;
    // As the app's jumps do (src/lib/section-nav.ts): with the sections above still at their
    // estimated heights, their real ones would push the section down once drawn.
    root.classList.add(fullLayout);
    // The header docks on the scroll's event (src/lib/header-dock-script.ts), which comes after
    // the layout this scroll makes: it would slide up over the section. Docked before the scroll,
    // it is drawn docked from the first frame.
    root.setAttribute(docked, 'true');
    root.setAttribute(arriving, '');
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
    if (scrollY <= dockAfter) root.setAttribute(docked, 'false');
    // Once loaded, the browser's scroll anchoring keeps the section in place, instantly. A frame
    // later, so that a correction drawn in the load event's own frame is instant too.
    const settle = () => requestAnimationFrame(() => root.removeAttribute(arriving));
    addEventListener('load', () => requestAnimationFrame(settle), { once: true });
  }
  // The page may be drawn from here on (`firstFrameHold`).
  document.querySelector('link[rel="expect"]')?.remove();
}

/** Inlined by the prerender after the swap script on every page. */
export const arrivalSectionScript = `(${landOnArrivalSection.toString()})(${idFromHash.toString()},${JSON.stringify(fullLayoutClass)},${headerDockThreshold},${JSON.stringify(dockedAttribute)},${JSON.stringify(arrivingAttribute)})`;
