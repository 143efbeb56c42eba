import type { ReactNode } from 'react';
import adminPageCss from '#/styles/admin-page.module.css';
import styles from './AdminPageHeader.module.css';

interface IAdminPageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  /** A link back to the list this screen belongs to, shown above the title. */
  breadcrumb?: ReactNode;
  /** Buttons on the right, such as "Add room". */
  actions?: ReactNode;
}

/** The heading block every back-office screen starts with. */
export function AdminPageHeader({ title, lead, breadcrumb, actions }: IAdminPageHeaderProps) {
  return (
    <header className={adminPageCss['admin-page__header']}>
      <div>
        {breadcrumb ? <p className={styles.breadcrumb}>{breadcrumb}</p> : null}
        <h1 className={adminPageCss['admin-page__title']}>{title}</h1>
        {lead ? <p className={adminPageCss['admin-page__lead']}>{lead}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
