import type { ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './NeedsScript.module.css';

/**
 * What needs JavaScript, said where it is needed, to a visitor whose browser runs none: the browser shows a
 * <noscript> only then. React neither draws nor hydrates its content in the browser (it is text there), so the
 * server's markup is the only one, and nothing mismatches.
 */
export function NeedsScript({ children, banner }: { children: ReactNode; banner?: boolean }) {
  const notice = (
    <p className={`${styles['needs-script']} ${banner ? styles['needs-script--banner'] : ''}`}>
      <Icon name="alert" size={18} className={styles['needs-script__icon']} />
      <span>{children}</span>
    </p>
  );
  return <noscript>{banner ? <div className="container">{notice}</div> : notice}</noscript>;
}
