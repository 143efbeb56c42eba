import { truncate } from '@shop/domain';
import { Tooltip } from './Tooltip';
import styles from './Truncate.module.css';
import tooltipCss from '#/styles/tooltip.module.css';

interface ITruncateProps {
  text: string;
  /** Characters kept before the ellipsis; the spec's default is 30. */
  max?: number;
}

/**
 * Cuts long text with an ellipsis and keeps the full text one hover or focus away. Screen readers get the full
 * text directly: the cut copy is only for the eye.
 */
export function Truncate({ text, max }: ITruncateProps) {
  const short = truncate(text, max);
  if (short === text) return <>{text}</>;
  return (
    <Tooltip content={<span className={tooltipCss.tooltip__text}>{text}</span>}>
      <span className={styles.truncate} tabIndex={0}>
        <span aria-hidden="true">{short}</span>
        <span className="sr-only">{text}</span>
      </span>
    </Tooltip>
  );
}
