/** How many gallery images the home page's strip shows; its loader and the strip ask for the same page. */
export const STRIP_SIZE = 8;
