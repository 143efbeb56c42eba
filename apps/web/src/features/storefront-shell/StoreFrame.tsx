import type { ReactNode } from 'react';
import { Main } from '#/components/Main';
import { NeedsScript } from '#/components/NeedsScript';
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
      <Main className={styles.store__main}>
        <NeedsScript banner>
          JavaScript is off in your browser. You can browse the shop and fill your cart; checking out, paying
          and finding an order need JavaScript.
        </NeedsScript>
        {children}
      </Main>
      <StoreFooter />
    </div>
  );
}
