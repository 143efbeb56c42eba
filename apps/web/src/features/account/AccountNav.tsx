import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useHorizontalOverflow } from '#/lib/use-horizontal-overflow';
import styles from './AccountNav.module.css';

const LINKS = [
  { to: '/my-account', label: 'Overview', exact: true },
  { to: '/my-account/order', label: 'Orders', exact: false },
  { to: '/my-account/edit/information', label: 'Your details', exact: false },
  { to: '/my-account/edit/password', label: 'Password', exact: false },
] as const;

/** The account's sections; on a phone a row that scrolls sideways rather than a column that pushes content down. */
export function AccountNav() {
  const row = useRef<HTMLElement>(null);
  // The row fades out where tabs are hidden (AccountNav.module.css); each tab is a link, so the keyboard reaches
  // them all and the browser scrolls the focused one into view.
  const { moreLeft, moreRight } = useHorizontalOverflow(row);
  return (
    <nav
      ref={row}
      className={styles['account-nav']}
      aria-label="Your account"
      data-more-left={moreLeft || undefined}
      data-more-right={moreRight || undefined}
      // A browser leaves a half-visible tab where it is when it takes the focus; bring all of it out of the fade.
      onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
    >
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={styles['account-nav__link']}
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
