import { Link } from '@tanstack/react-router';

const LINKS = [
  { to: '/my-account', label: 'Overview', exact: true },
  { to: '/my-account/order', label: 'Orders', exact: false },
  { to: '/my-account/edit/information', label: 'Your details', exact: false },
  { to: '/my-account/edit/password', label: 'Password', exact: false },
] as const;

/** The account's sections; on a phone a row that scrolls sideways rather than a column that pushes content down. */
export function AccountNav() {
  return (
    <nav className="account-nav" aria-label="Your account">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="account-nav__link"
              activeOptions={{ exact: link.exact, includeSearch: false }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
