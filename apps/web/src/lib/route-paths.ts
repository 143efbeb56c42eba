import type { RegisteredRouter } from '@tanstack/react-router';

/**
 * Every path a link may name, read from the router the app registers (router.tsx) rather than imported from the
 * generated route tree: a screen importing routeTree.gen would close a type-level loop through every route file.
 */
export type TRoutePath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];
