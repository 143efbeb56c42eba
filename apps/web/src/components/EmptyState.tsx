import type { ReactNode } from 'react';
import { Icon, type TIconName } from './Icon';

interface IEmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: TIconName;
  action?: ReactNode;
}

export function EmptyState({ title, children, icon = 'rooms', action }: IEmptyStateProps) {
  return (
    <div className="state-panel">
      <Icon name={icon} size={40} className="state-panel__icon" />
      <h2 className="state-panel__title">{title}</h2>
      {children ? <div className="state-panel__text">{children}</div> : null}
      {action ? <div className="state-panel__action">{action}</div> : null}
    </div>
  );
}
