import type { CSSProperties } from 'react';
import styles from './Spinner.module.css';
import skeletonCss from '#/styles/skeleton.module.css';

/** A busy indicator that screen readers announce once, politely. */
export function Spinner({ label = 'Loading', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <span
      className={inline ? `${styles.spinner} ${styles['spinner--inline']}` : styles.spinner}
      role="status"
    >
      <span className={styles.spinner__ring} aria-hidden="true" />
      <span className={inline ? 'sr-only' : 'spinner__label'}>{label}</span>
    </span>
  );
}

/** A grey block standing in for content that is still loading; hidden from assistive technology. */
export function Skeleton({
  width,
  height,
  className,
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  const style: CSSProperties = { width, height };
  return <span className={`${skeletonCss.skeleton} ${className ?? ''}`} style={style} aria-hidden="true" />;
}

/** A full-area pending state for routes: the router shows it when a screen takes more than a moment. */
export function PagePending() {
  return (
    <div className={styles['page-pending']}>
      <Spinner label="Loading page" />
    </div>
  );
}
