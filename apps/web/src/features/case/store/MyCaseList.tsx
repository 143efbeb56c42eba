import { CASE_STATE_LABELS, type TCaseOrderRef, type TCaseView } from '@shop/domain';
import { useState } from 'react';
import { formatDate } from '#/lib/dates';
import { errorMessageOf } from '#/lib/api-errors';
import { useCancelCase } from './case-api';
import { pieces } from './case-words';
import { RefundSummary } from './RefundSummary';
import styles from './MyCaseList.module.css';

interface IMyCaseListProps {
  orderRef: TCaseOrderRef;
  cases: TCaseView[];
  /** Reads the cases and the options again after a cancel: the units are free for another request. */
  onChanged: () => void;
  headingLevel: 2 | 3;
}

/** The order's returns and claims, newest first: state, what is in it, what it gives back, and its photos. */
export function MyCaseList({ orderRef, cases, onChanged, headingLevel }: IMyCaseListProps) {
  const cancel = useCancelCase();
  const [said, setSaid] = useState<{ caseNumber: string; text: string; failed: boolean } | null>(null);
  const Heading = headingLevel === 2 ? 'h3' : 'h4';

  const cancelCase = (caseNumber: string) => {
    setSaid(null);
    cancel.mutate(
      { ...orderRef, caseNumber },
      {
        onSuccess: () => {
          setSaid({ caseNumber, text: `Request ${caseNumber} was cancelled.`, failed: false });
          onChanged();
        },
        onError: (error) => {
          setSaid({
            caseNumber,
            text: errorMessageOf(error, 'The request could not be cancelled. Please try again.'),
            failed: true,
          });
          onChanged();
        },
      },
    );
  };

  const sorted = [...cases].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {said && !said.failed ? said.text : ''}
      </p>
      <ul className={styles['my-case-list']}>
        {sorted.map((item) => (
          <li key={item.id} className={styles['my-case-list__item']}>
            <div className={styles['my-case-list__head']}>
              <Heading className={styles['my-case-list__title']}>
                {item.kind === 'return' ? 'Return' : 'Problem report'} {item.number}
              </Heading>
              <span className={styles['my-case-list__state']} data-state={item.state}>
                {item.stateLabel || CASE_STATE_LABELS[item.state]}
              </span>
            </div>
            <p className={styles['my-case-list__muted']}>
              Asked on <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
              {item.reason ? ` · ${item.reason}` : ''}
            </p>
            <ul className={styles['my-case-list__lines']}>
              {item.lines.map((line) => (
                <li key={line.id}>
                  {pieces(line.quantity)} of {line.productName}
                  {line.options ? ` (${line.options})` : ''}
                </li>
              ))}
            </ul>
            {item.description ? <p className={styles['my-case-list__quote']}>{item.description}</p> : null}
            {item.instructions ? <p>What to do next: {item.instructions}</p> : null}
            {item.rejectionReason ? <p>Why we said no: {item.rejectionReason}</p> : null}
            {item.replacementOrderNumber ? (
              <p>A replacement is on its way as order {item.replacementOrderNumber}.</p>
            ) : null}
            {item.photos.length > 0 ? (
              <ul className={styles['my-case-list__photos']} aria-label={`Photos of ${item.number}`}>
                {item.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <img
                        src={photo.url}
                        alt={`Photo ${index + 1} of ${item.number}`}
                        width={88}
                        height={88}
                        loading="lazy"
                        className={styles['my-case-list__photo']}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <RefundSummary preview={item.preview} label={`Refund of ${item.number}`} />
            {said?.failed && said.caseNumber === item.number ? <p role="alert">{said.text}</p> : null}
            {item.cancellable ? (
              <div>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={cancel.isPending}
                  aria-busy={cancel.isPending && cancel.variables.caseNumber === item.number}
                  onClick={() => cancelCase(item.number)}
                >
                  Cancel this request<span className="sr-only"> ({item.number})</span>
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
