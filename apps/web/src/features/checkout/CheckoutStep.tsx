import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '#/components/Icon';
import styles from './CheckoutStep.module.css';

export type TStepState = 'done' | 'current' | 'todo';

interface ICheckoutStepProps {
  number: number;
  title: string;
  state: TStepState;
  /** What a finished step chose, shown in its place. */
  summary?: ReactNode;
  /** Reopens a finished step (only while the order is not made yet). */
  onChange?: (() => void) | undefined;
  children?: ReactNode;
}

const STATE_WORDS: Record<TStepState, string> = {
  done: 'done',
  current: 'current step',
  todo: 'not started',
};

/**
 * One step of the checkout: a numbered heading, the step's form while it is current, its choice once done. Focus
 * moves to a step's heading when it becomes current, so keyboard and screen-reader users follow along.
 */
export function CheckoutStep({ number, title, state, summary, onChange, children }: ICheckoutStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Not on the page's first render: focus stays where the page put it.
    if (state === 'current' && !first.current) heading.current?.focus();
    first.current = false;
  }, [state]);

  return (
    <li
      className={`${styles['checkout-step']} ${styles[`checkout-step--${state}`]}`}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      <div className={styles['checkout-step__head']}>
        <span className={styles['checkout-step__number']} aria-hidden="true">
          {state === 'done' ? <Icon name="check" size={16} /> : number}
        </span>
        <h2 className={styles['checkout-step__title']} ref={heading} tabIndex={-1}>
          {title}
          <span className="sr-only">, {STATE_WORDS[state]}</span>
        </h2>
        {state === 'done' && onChange ? (
          <button type="button" className="button button--small button--ghost" onClick={onChange}>
            Change<span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {state === 'current' ? <div className={styles['checkout-step__body']}>{children}</div> : null}
      {state === 'done' && summary ? <div className={styles['checkout-step__summary']}>{summary}</div> : null}
    </li>
  );
}
