import { IMAGE_BASE_META } from '@shop/domain';
import { useRouter } from '@tanstack/react-router';
import type { IRouterContext } from '#/lib/router-context';

/** The browser's base, read once from the page: S3_PUBLIC_URL is the server's setting, the same for every visitor. */
let documentBase: string | undefined;

/**
 * Where pages link images: '' for the shop's own /images/ paths, or S3_PUBLIC_URL when a CDN serves them. The
 * server's render has it in the router's context; the browser reads the meta tag the server writes into every
 * page, so hydration finds the same addresses. (Read here, in the routes' chunks, rather than by the entry, whose
 * size is held to a budget.)
 */
export function useImageBase(): string {
  return imageBaseOf(useRouter().options.context as IRouterContext);
}

/** useImageBase outside a component (a route's head): the same base from the router's context or the page. */
export function imageBaseOf({ imageBaseUrl }: IRouterContext): string {
  if (imageBaseUrl !== undefined) return imageBaseUrl;
  if (typeof document === 'undefined') return '';
  documentBase ??= document.querySelector<HTMLMetaElement>(`meta[name="${IMAGE_BASE_META}"]`)?.content ?? '';
  return documentBase;
}
