import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { Icon } from '#/components/Icon';
import { useToast } from '#/components/Toast';
import { useShopName } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import { BrandMark } from './BrandMark';
import { useStoreMenu } from './use-store-menu';
import { SearchBox } from '#/features/search/SearchBox';
import { CartLink } from '#/features/cart/CartLink';
import brandCss from '#/styles/brand.module.css';
import menuButtonCss from '#/styles/menu-button.module.css';
import styles from './StoreHeader.module.css';

function AccountLinks({ here }: { here: string }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const navigate = useNavigate();
  const { data, isPending } = trpc.auth.getCustomerAuth.useQuery();
  const logout = trpc.auth.customerLogout.useMutation({
    // Even if the session had already ended on the server, the visitor wanted to be logged out: show them so.
    onSettled: async () => {
      // The address becomes the home page at once (the router commits it before loading), and only then is the
      // session forgotten: an account page that saw it end first would send its guard to the login page instead.
      // Forgotten before the home page draws, so nothing there asks for the ended session's wishlist.
      const home = navigate({ to: '/' });
      utils.auth.getCustomerAuth.setData(undefined, { customer: null });
      await home;
      await utils.invalidate();
      toast.success('You have been logged out.');
    },
  });

  if (isPending)
    return <span className={`${styles.account} ${styles['account--pending']}`} aria-hidden="true" />;
  const customer = data?.customer;
  if (customer) {
    return (
      <div className={styles.account}>
        <Link to="/my-account" className={styles.account__name}>
          <Icon name="user" size={18} />
          <span>
            <span className="sr-only">Your account, logged in as </span>
            {customer.name}
          </span>
        </Link>
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
    <div className={styles.account}>
      <Link to="/login" search={onAccountPage ? {} : { redirect: here }} className={styles['nav-link']}>
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
  const menu = useStoreMenu();

  return (
    <header className={styles['site-header']}>
      <div className={`container ${styles['site-header__inner']}`}>
        <Link to="/" className={brandCss.brand}>
          <BrandMark />
          <span className={brandCss.brand__name}>{shopName}</span>
        </Link>
        <SearchBox />
        <button
          type="button"
          className={menuButtonCss['menu-button']}
          popoverTarget={menu.id}
          aria-expanded={menu.open}
          aria-controls={menu.id}
        >
          <Icon name={menu.open ? 'close' : 'menu'} />
          <span>Menu</span>
        </button>
        {/* A popover on a phone (see use-store-menu.ts); on a wider screen the header's own row (StoreHeader.module.css). */}
        <div id={menu.id} className={styles['site-nav']} popover="auto">
          <nav aria-label="Main">
            <ul className={styles['site-nav__links']}>
              <li>
                <Link to="/rooms" className={styles['nav-link']}>
                  Rooms
                </Link>
              </li>
              <li>
                <Link to="/materials" className={styles['nav-link']}>
                  Materials
                </Link>
              </li>
              <li>
                <Link to="/gallery" className={styles['nav-link']}>
                  Gallery
                </Link>
              </li>
              <li>
                <Link to="/contact" className={styles['nav-link']}>
                  Contact
                </Link>
              </li>
              <li>
                <Link to="/my-wishlist" className={styles['nav-link']}>
                  Wishlist
                </Link>
              </li>
            </ul>
          </nav>
          <AccountLinks here={location.href} />
        </div>
        <CartLink />
      </div>
    </header>
  );
}
