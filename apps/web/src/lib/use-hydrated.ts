import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the server draws a page and while the browser hydrates it, true once the page is alive (and at once
 * on pages the browser draws itself). React renders the hydration pass with the server's value, so the markup
 * matches, then renders again with true: forms drawn by the server use it to rely on the browser's own checks
 * (`required`, `type="email"`) until their script can check them, and to keep a form that has no endpoint of its
 * own from being sent before then (the design's house style: nothing typed ever goes into an address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
