/**
 * On <html>, makes every section that is drawn only when near the viewport (`.render-when-near`
 * in src/styles/global.css) lay out for real.
 */
export const fullLayoutClass = 'has-full-layout';
