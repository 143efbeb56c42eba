import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFound } from '#/components/RouteStates';
import { useShopName } from '#/lib/page-meta';
import { headTags, NOT_FOUND_HEAD } from './page-heads';
import { applyHead } from './StoreHead';
import { StoreFrame } from './StoreFrame';

/**
 * An address no route matches has no route head: the not-found page's tags, as the server writes them for it
 * (entry-server.tsx), replace the previous page's.
 */
function NotFoundHead() {
  const shopName = useShopName();
  useEffect(() => {
    applyHead(headTags(NOT_FOUND_HEAD, { shopName, publicUrl: undefined, pathname: '' }));
  }, [shopName]);
  return null;
}

/** An address no route matches: inside the shop's frame, unless it is a back-office address. */
export function RootNotFound() {
  const inAdmin = useLocation({ select: (location) => location.pathname.startsWith('/admin') });
  return inAdmin ? (
    <NotFound />
  ) : (
    <StoreFrame>
      <NotFoundHead />
      <NotFound />
    </StoreFrame>
  );
}
