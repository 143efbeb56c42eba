import { useLocation } from '@tanstack/react-router';
import { NotFound } from '#/components/RouteStates';
import { StoreFrame } from './StoreFrame';

/** An address no route matches: inside the shop's frame, unless it is a back-office address. */
export function RootNotFound() {
  const inAdmin = useLocation({ select: (location) => location.pathname.startsWith('/admin') });
  return inAdmin ? (
    <NotFound />
  ) : (
    <StoreFrame>
      <NotFound />
    </StoreFrame>
  );
}
