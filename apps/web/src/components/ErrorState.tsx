import { errorMessageOf } from '#/lib/api-errors';
import { Icon } from './Icon';
import statePanelCss from '#/styles/state-panel.module.css';

interface IErrorStateProps {
  title?: string;
  error?: unknown;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Something failed to load: say so, say why when we know, and offer to try again. */
export function ErrorState({
  title = 'This could not be loaded',
  error,
  message,
  onRetry,
  retrying,
}: IErrorStateProps) {
  return (
    <div className={`${statePanelCss['state-panel']} ${statePanelCss['state-panel--error']}`} role="alert">
      <Icon name="alert" size={40} className={statePanelCss['state-panel__icon']} />
      <h2 className={statePanelCss['state-panel__title']}>{title}</h2>
      <p className={statePanelCss['state-panel__text']}>{message ?? errorMessageOf(error)}</p>
      {onRetry ? (
        <div className={statePanelCss['state-panel__action']}>
          <button type="button" className="button" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
