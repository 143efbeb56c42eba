import { ROLE_NAMES, type TStaffUser } from '@shop/domain';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Icon } from '#/components/Icon';
import { Main } from '#/components/Main';
import { useToast } from '#/components/Toast';
import { trpc } from '#/lib/trpc';
import { BrandMark } from '#/features/storefront-shell/BrandMark';
import { usePageMenu } from '#/lib/use-page-menu';
import { MenuToggle } from '#/components/MenuToggle';
import { UnreadBadge, unreadLinkName, useUnreadMessages } from '#/features/contact/admin/UnreadBadge';
import { screenOf, screensFor } from './screens';
import brandCss from '#/styles/brand.module.css';
import menuButtonCss from '#/styles/menu-button.module.css';
import styles from './AdminShell.module.css';
import { AdminHead } from './AdminHead';

function LogoutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const logout = trpc.auth.adminLogout.useMutation({
    // Whatever the server says, this browser forgets the session: nothing staff-only may stay in the cache.
    onSettled: async () => {
      queryClient.clear();
      toast.success('You have been logged out.');
      await navigate({ to: '/admin/login', replace: true });
    },
  });
  return (
    <button
      type="button"
      className={styles['admin-nav__link']}
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
    >
      <Icon name="logout" />
      <span>{logout.isPending ? 'Logging out…' : 'Log out'}</span>
    </button>
  );
}

/** The back-office frame: a sidebar on wide screens, a top bar with a drawer on phones. */
export function AdminShell({ user, children }: { user: TStaffUser; children: ReactNode }) {
  const {
    open: menuOpen,
    buttonRef: menuButtonRef,
    toggle: toggleMenu,
    closeOnEscape: closeMenuOnEscape,
  } = usePageMenu();
  const currentScreen = useLocation({ select: (location) => screenOf(location.pathname)?.to });
  const unreadMessages = useUnreadMessages();

  return (
    <div className={styles.admin}>
      <AdminHead />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className={styles['admin-bar']}>
        <Link to="/admin" className={`${brandCss.brand} ${brandCss['brand--admin']}`}>
          <BrandMark size={28} />
          <span className={brandCss.brand__name}>Back-office</span>
        </Link>
        <MenuToggle
          controls="admin-sidebar"
          open={menuOpen}
          onToggle={toggleMenu}
          buttonRef={menuButtonRef}
          onKeyDown={closeMenuOnEscape}
          className={`${menuButtonCss['menu-button']} ${menuButtonCss['menu-button--admin']}`}
        />
      </header>
      <aside
        id="admin-sidebar"
        className={
          menuOpen ? `${styles['admin-sidebar']} ${styles['admin-sidebar--open']}` : styles['admin-sidebar']
        }
        onKeyDown={closeMenuOnEscape}
      >
        {/* On phones the top bar carries the brand; this copy is hidden there. */}
        <Link
          to="/admin"
          className={`${brandCss.brand} ${brandCss['brand--admin']} ${styles['admin-sidebar__brand']}`}
        >
          <BrandMark size={28} />
          <span className={brandCss.brand__name}>Back-office</span>
        </Link>
        <div className={styles['admin-sidebar__user']}>
          <span className={styles['admin-sidebar__avatar']} aria-hidden="true">
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <span>
            <span className={styles['admin-sidebar__name']}>{user.name}</span>
            <span className={styles['role-badge']}>{ROLE_NAMES[user.role]}</span>
          </span>
        </div>
        <nav aria-label="Back-office">
          <ul className={styles['admin-nav']}>
            {screensFor(user).map((screen) => (
              <li key={screen.to}>
                <Link
                  to={screen.to}
                  className={styles['admin-nav__link']}
                  // One screen is current: the router would also mark Materials on /admin/material/type.
                  activeOptions={{ exact: true }}
                  aria-current={screen.to === currentScreen ? 'page' : undefined}
                  aria-label={
                    screen.to === '/admin/contact' ? unreadLinkName(screen.label, unreadMessages) : undefined
                  }
                >
                  <Icon name={screen.icon} />
                  <span>{screen.label}</span>
                  {screen.to === '/admin/contact' ? <UnreadBadge count={unreadMessages} /> : null}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles['admin-nav__heading']} id="admin-account-heading">
            Account
          </p>
          <ul className={styles['admin-nav']} aria-labelledby="admin-account-heading">
            <li>
              <Link to="/admin/change-password" className={styles['admin-nav__link']}>
                <Icon name="key" />
                <span>Change password</span>
              </Link>
            </li>
            <li>
              <a href="/" className={styles['admin-nav__link']}>
                <Icon name="home" />
                <span>View shop</span>
              </a>
            </li>
            <li>
              <LogoutButton />
            </li>
          </ul>
        </nav>
      </aside>
      <Main className={styles['admin-main']}>{children}</Main>
    </div>
  );
}
