/**
 * What the hero's markup needs of its dots: how many, and the class their generated places hang on
 * (hero-dots.generated.css). Apart from hero-dots.ts, so that the code placing the dots stays out
 * of the page's first JavaScript: only the float, after the page has settled, needs it.
 */
export const heroDotCount = 40;
export const heroDotsClass = 'hero-dots';
