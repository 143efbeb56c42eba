import type { TProductPage } from '@shop/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '#/components/Spinner';
import styles from './WillItFit.module.css';

// The measuring form and the rule load when the buyer opens the panel: a product page never pays for them before.
const FitPanel = lazy(() => import('./FitPanel'));

/**
 * "Will it fit?" on the product page: a disclosure (a native <details>, which opens without script) whose panel
 * takes the narrowest door, hallway, stair and elevator on the way in and says whether the piece gets through.
 */
export function WillItFit({ product }: { product: TProductPage }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened before the page came alive: the toggle event went by before React listened.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return (
    <details
      ref={ref}
      className={styles['will-it-fit']}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles['will-it-fit__summary']}>Will it fit?</summary>
      <div className={styles['will-it-fit__body']}>
        {open ? (
          <Suspense fallback={<Spinner label="Loading the measuring form" inline />}>
            <FitPanel product={product} />
          </Suspense>
        ) : (
          <p className={styles['will-it-fit__lead']}>
            Measure the narrowest door, hallway, stairs and elevator on the way in to see whether this piece
            gets through.
          </p>
        )}
      </div>
    </details>
  );
}
