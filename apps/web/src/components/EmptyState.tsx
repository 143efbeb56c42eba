import type { ReactNode } from 'react';
import { Icon, type TIconName } from './Icon';

interface IEmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: TIconName;
  action?: ReactNode;
  /** h1 when the state is the whole page (a 404), h2 when it stands for a section's content. */
  heading?: 'h1' | 'h2';
}

export function EmptyState({
  title,
  children,
  icon = 'rooms',
  action,
  heading: Heading = 'h2',
}: IEmptyStateProps) {
  return (
    <div className="state-panel">
      <Icon name={icon} size={40} className="state-panel__icon" />
      <Heading className="state-panel__title">{title}</Heading>
      {children ? <div className="state-panel__text">{children}</div> : null}
      {action ? <div className="state-panel__action">{action}</div> : null}
    </div>
  );
}
