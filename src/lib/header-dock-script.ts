/**
 * Scroll distance after which the header docks to the top edge (specification: 70 px). The arrival
 * script (src/lib/arrival-section-script.ts) docks it too, when it lands on a section.
 */
export const headerDockThreshold = 70;

/** On <html> while the page is scrolled past the threshold; the header's stylesheet docks it. */
export const dockedAttribute = 'data-docked';

/**
 * Runs in <head>. The header docks as the page scrolls from the first paint, whether or not the
 * app has started: a slow phone starts it seconds after the visitor can scroll. It is marked on
 * <html>, which the app never renders, so nothing else writes it.
 */
function dockHeaderOnScroll(dockAfter: number, attribute: string) {
  const root = document.documentElement;
  const dock = () => {
    const docked = String(scrollY > dockAfter);
    // Scroll events come every frame: the page's style changes only when the state does.
    if (root.getAttribute(attribute) !== docked) root.setAttribute(attribute, docked);
  };
  addEventListener('scroll', dock, { passive: true });
}

/** Inlined by the prerender in <head> on every page. */
export const headerDockScript = `(${dockHeaderOnScroll.toString()})(${headerDockThreshold},${JSON.stringify(dockedAttribute)})`;
