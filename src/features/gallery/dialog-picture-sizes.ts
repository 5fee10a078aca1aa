/** How wide the gallery dialog draws its picture (the sizes attribute), shared with the warm-up. */
export const dialogPictureSizes = '(min-width: 1160px) 1088px, calc(100vw - 2rem)';
