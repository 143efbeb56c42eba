import { errorMessageOf } from '#/lib/api-errors';
import { Icon } from './Icon';

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
    <div className="state-panel state-panel--error" role="alert">
      <Icon name="alert" size={40} className="state-panel__icon" />
      <h2 className="state-panel__title">{title}</h2>
      <p className="state-panel__text">{message ?? errorMessageOf(error)}</p>
      {onRetry ? (
        <div className="state-panel__action">
          <button type="button" className="button" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
