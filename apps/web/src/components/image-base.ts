import { createContext, useContext } from 'react';

/**
 * Where pages link images: '' for the shop's own /images/ paths, or S3_PUBLIC_URL when a CDN serves them. The
 * server hands it to its render and writes it into every page's head (a meta tag) for the browser: the same in
 * both, so hydration finds the same addresses.
 */
export const ImageBaseContext = createContext('');

export const useImageBase = () => useContext(ImageBaseContext);
