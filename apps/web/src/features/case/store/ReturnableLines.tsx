import type { TReturnableLine } from '@shop/domain';
import { Image } from '#/components/Image';
import { lineFees, returnableText } from './case-words';
import styles from './ReturnableLines.module.css';

/**
 * Each line of the order as far as returns go: what arrived, what may still go back and until when, what a return
 * would cost, or why it cannot go back (then a problem can still be reported).
 */
export function ReturnableLines({ lines }: { lines: TReturnableLine[] }) {
  return (
    <ul className={styles['returnable-lines']} aria-label="Items on this order">
      {lines.map((line) => {
        const fees = lineFees(line);
        const can = returnableText(line);
        return (
          <li key={line.lineId} className={styles['returnable-line']}>
            <Image
              imageKey={line.image}
              alt=""
              width={96}
              height={96}
              className={styles['returnable-line__image']}
            />
            <div className={styles['returnable-line__info']}>
              <span className={styles['returnable-line__name']}>{line.productName}</span>
              {line.options ? <span className={styles['returnable-line__muted']}>{line.options}</span> : null}
              <span>
                {line.delivered > 0
                  ? `You received ${line.delivered}${line.delivered < line.quantity ? ` of ${line.quantity}` : ''}.`
                  : `Not delivered yet (${line.quantity} ordered).`}
              </span>
              {can ? <span className={styles['returnable-line__ok']}>{can}</span> : null}
              {line.whyNot ? <span className={styles['returnable-line__muted']}>{line.whyNot}</span> : null}
              {can && fees.length > 0 ? (
                <span className={styles['returnable-line__muted']}>
                  If you changed your mind: {fees.join(' and ')}.
                </span>
              ) : null}
              {line.note ? <span className={styles['returnable-line__muted']}>{line.note}</span> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
