/**
 * Scroll distance after which the header docks to the top edge (specification: 70 px). The header
 * (src/app/layout/header.tsx) marks it with `data-docked`; the arrival script sets it before the
 * app when it lands on a section (src/lib/arrival-section-script.ts).
 */
export const headerDockThreshold = 70;
