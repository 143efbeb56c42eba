import type { ReactNode } from 'react';
import { Main } from '#/components/Main';
import { StoreFooter } from './StoreFooter';
import { StoreHead } from './StoreHead';
import { StoreHeader } from './StoreHeader';
import styles from './StoreFrame.module.css';

/** The storefront's header, page and footer: around every shop page, and around the 404 page of a shop address. */
export function StoreFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.store}>
      <StoreHead />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <StoreHeader />
      <Main className={styles.store__main}>{children}</Main>
      <StoreFooter />
    </div>
  );
}
