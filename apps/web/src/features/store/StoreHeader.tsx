import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../components/Icon';
import { useToast } from '../../components/Toast';
import { useShopName } from '../../lib/page-meta';
import { trpc } from '../../lib/trpc';
import { BrandMark } from './BrandMark';

function AccountLinks({ here }: { here: string }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const navigate = useNavigate();
  const { data, isPending } = trpc.auth.getCustomerAuth.useQuery();
  const logout = trpc.auth.customerLogout.useMutation({
    // Even if the session had already ended on the server, the visitor wanted to be logged out: show them so.
    onSettled: async () => {
      utils.auth.getCustomerAuth.setData(undefined, { customer: null });
      await utils.invalidate();
      toast.success('You have been logged out.');
      await navigate({ to: '/' });
    },
  });

  if (isPending) return <span className="account account--pending" aria-hidden="true" />;
  const customer = data?.customer;
  if (customer) {
    return (
      <div className="account">
        <span className="account__name">
          <Icon name="user" size={18} />
          <span>
            <span className="sr-only">Logged in as </span>
            {customer.name}
          </span>
        </span>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {logout.isPending ? 'Logging out…' : 'Log out'}
        </button>
      </div>
    );
  }
  const onAccountPage = here.startsWith('/login') || here.startsWith('/register');
  return (
    <div className="account">
      <Link to="/login" search={onAccountPage ? {} : { redirect: here }} className="nav-link">
        Log in
      </Link>
      <Link to="/register" search={onAccountPage ? {} : { redirect: here }} className="button button--small">
        Register
      </Link>
    </div>
  );
}

export function StoreHeader() {
  const location = useLocation();
  const shopName = useShopName();
  // The menu belongs to the page it was opened on: navigating anywhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    menuButton.current?.focus();
  };

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand__name">{shopName}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          <span>Menu</span>
        </button>
        <div
          id="site-nav"
          className={open ? 'site-nav site-nav--open' : 'site-nav'}
          onKeyDown={closeOnEscape}
        >
          <nav aria-label="Main">
            <ul className="site-nav__links">
              <li>
                <Link to="/" className="nav-link" activeOptions={{ exact: true }}>
                  Home
                </Link>
              </li>
              <li>
                <Link to="/rooms" className="nav-link">
                  Rooms
                </Link>
              </li>
            </ul>
          </nav>
          <AccountLinks here={location.href} />
        </div>
      </div>
    </header>
  );
}
