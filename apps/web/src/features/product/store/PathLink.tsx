import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a storefront path given as a plain string (`/product/{slug}`, `/room/{slug}/{type}`): screens another
 * part of the shop owns, which this code names only by their URL. A plain click navigates inside the app; a
 * modified click (new tab, download) is the browser's as with any link.
 */
export function PathLink({
  href,
  className,
  children,
  ...aria
}: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-describedby'?: string;
}) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={onClick} {...aria}>
      {children}
    </a>
  );
}

export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;
export const roomTypePath = (roomSlug: string, typeSlug: string) =>
  `/room/${encodeURIComponent(roomSlug)}/${encodeURIComponent(typeSlug)}`;
