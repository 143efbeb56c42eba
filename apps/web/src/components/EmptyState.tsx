import type { ReactNode } from 'react';
import { Icon, type TIconName } from './Icon';
import statePanelCss from '#/styles/state-panel.module.css';

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
    <div className={statePanelCss['state-panel']}>
      <Icon name={icon} size={40} className={statePanelCss['state-panel__icon']} />
      <Heading className={statePanelCss['state-panel__title']}>{title}</Heading>
      {children ? <div className={statePanelCss['state-panel__text']}>{children}</div> : null}
      {action ? <div className={statePanelCss['state-panel__action']}>{action}</div> : null}
    </div>
  );
}
