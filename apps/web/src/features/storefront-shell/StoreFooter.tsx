import type { TSocialLink } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { Icon } from '#/components/Icon';
import { SITE_LAYOUT_STALE_MS } from '#/lib/page-meta';
import { trpc } from '#/lib/trpc';
import styles from './StoreFooter.module.css';

/** Only web links become anchors: a social URL is shop-owner input and must not smuggle a javascript: URL. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function SocialLinks({ socials }: { socials: TSocialLink[] }) {
  const safe = socials.filter((s) => isWebUrl(s.url));
  if (!safe.length) return null;
  return (
    <section aria-labelledby="footer-follow">
      <h2 id="footer-follow" className={styles['site-footer__heading']}>
        Follow us
      </h2>
      <ul className={styles['site-footer__socials']}>
        {safe.map((social) => (
          <li key={social.id}>
            <a href={social.url} rel="noopener noreferrer" target="_blank">
              <Icon name="link" size={16} />
              {social.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StoreFooter() {
  // The footer is secondary: while it loads or if it fails, the page is still fully usable, so no error state.
  const { data } = trpc.site.layout.useQuery(undefined, { staleTime: SITE_LAYOUT_STALE_MS });
  const info = data?.information;
  const year = new Date().getFullYear();

  return (
    <footer className={styles['site-footer']}>
      <div className={`container ${styles['site-footer__grid']}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles['site-footer__heading']}>
            {info?.name || 'About us'}
          </h2>
          {info?.about ? <p className={styles['site-footer__about']}>{info.about}</p> : null}
          <nav aria-label="Footer">
            <ul className={styles['site-footer__links']}>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/rooms">Rooms</Link>
              </li>
            </ul>
          </nav>
        </section>
        {info ? (
          <section aria-labelledby="footer-visit">
            <h2 id="footer-visit" className={styles['site-footer__heading']}>
              Visit and contact
            </h2>
            <address className={styles['site-footer__contact']}>
              {info.address ? (
                <p>
                  <Icon name="pin" size={16} />
                  <span>{info.address}</span>
                </p>
              ) : null}
              {info.phone ? (
                <p>
                  <Icon name="phone" size={16} />
                  <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
                </p>
              ) : null}
              {info.email ? (
                <p>
                  <Icon name="mail" size={16} />
                  <a href={`mailto:${info.email}`}>{info.email}</a>
                </p>
              ) : null}
              {info.openingHours ? (
                <p>
                  <Icon name="clock" size={16} />
                  <span className={styles['site-footer__hours']}>{info.openingHours}</span>
                </p>
              ) : null}
            </address>
          </section>
        ) : null}
        {data ? <SocialLinks socials={data.socials} /> : null}
      </div>
      <p className={`container ${styles['site-footer__legal']}`}>
        © {year} {info?.name || 'Furniture shop'}. All rights reserved.
      </p>
    </footer>
  );
}
