import type { TCaseCreated } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '#/components/EmptyState';
import { FormAlert } from '#/components/FormField';
import { QueryView } from '#/components/QueryView';
import { Spinner } from '#/components/Spinner';
import accountCardCss from '#/styles/account-card.module.css';
import { orderRef as refOf, useMyCases, useReturnOptions } from './case-api';
import { MyCaseList } from './MyCaseList';
import { RefundSummary } from './RefundSummary';
import { ClaimForm } from './ClaimForm';
import { ReturnableLines } from './ReturnableLines';
import { ReturnForm } from './ReturnForm';
import styles from './CaseCenter.module.css';

export interface ICaseCenterProps {
  number: string;
  /** A guest's order is named by its email too, as the order lookup does; held in memory only. */
  email?: string | undefined;
  /** 2 on the buyer's order page (under its h1), 3 under the guest's found order (under its h2). */
  headingLevel?: 2 | 3;
}

type TMode = 'return' | 'claim' | null;

/**
 * "Return or report a problem" for one order: what each line allows, the two requests, the answer to the one just
 * sent (its number and what it would refund), and the order's returns and reports with a cancel while allowed.
 * Loaded lazily under the order (CaseEntry), on the buyer's order page and under a guest's found order.
 */
export default function CaseCenter({ number, email, headingLevel = 2 }: ICaseCenterProps) {
  const ref = refOf(number, email);
  const options = useReturnOptions(ref);
  const cases = useMyCases(ref);
  const [mode, setMode] = useState<TMode>(null);
  const [created, setCreated] = useState<TCaseCreated | null>(null);
  // A 409 outlives the form it came from: when nothing is left to return, the form goes with the reload.
  const [conflict, setConflict] = useState<string | null>(null);
  // Where the focus goes once the next render is in: the form that held it is gone by then.
  const focusNext = useRef<'created' | 'actions' | null>(null);
  const createdHeading = useRef<HTMLHeadingElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const H = headingLevel === 2 ? 'h2' : 'h3';

  const reload = () => {
    void options.refetch();
    void cases.refetch();
  };
  const open = (next: TMode) => {
    setMode(next);
    setCreated(null);
    setConflict(null);
  };
  const onConflict = (message: string) => {
    setConflict(message);
    reload();
  };
  const back = () => {
    setMode(null);
    focusNext.current = 'actions';
  };
  const onCreated = (answer: TCaseCreated) => {
    setCreated(answer);
    setConflict(null);
    setMode(null);
    focusNext.current = 'created';
    reload();
  };
  useEffect(() => {
    if (focusNext.current === 'created') createdHeading.current?.focus();
    if (focusNext.current === 'actions') actions.current?.querySelector('button')?.focus();
    focusNext.current = null;
  }, [created, mode]);

  return (
    <div className={styles['case-center']}>
      <div aria-live="polite">
        {created ? (
          <section className={`${accountCardCss['account-card']} ${styles['case-center__created']}`}>
            <H ref={createdHeading} tabIndex={-1} className={accountCardCss['account-card__title']}>
              Request {created.number} sent
            </H>
            <p>
              We will look at it and write to you. Until the pieces are collected, you can cancel it below.
            </p>
            <RefundSummary preview={created.preview} label={`Refund preview of ${created.number}`} />
            <p className={styles['case-center__muted']}>
              The refund is paid to your card once the pieces are back and checked.
            </p>
          </section>
        ) : null}
      </div>

      <section className={accountCardCss['account-card']} aria-labelledby="case-items-title">
        <H id="case-items-title" className={accountCardCss['account-card__title']}>
          Your items
        </H>
        <QueryView
          query={options}
          what="What can be returned"
          pending={<Spinner label="Loading what can be returned" />}
          isEmpty={(data) => !data.lines.some((line) => line.delivered > 0)}
          empty={
            <EmptyState title="Nothing has arrived yet" icon="rooms">
              You can return pieces or report a problem once they are delivered.
            </EmptyState>
          }
        >
          {(loaded) => {
            const canReturn = loaded.lines.some((line) => line.returnable > 0);
            const canClaim = loaded.lines.some((line) => line.claimable > 0);
            return (
              <>
                <ReturnableLines lines={loaded.lines} />
                <FormAlert message={conflict} />
                {mode === 'return' && canReturn ? (
                  <ReturnForm
                    orderRef={ref}
                    options={loaded}
                    onCreated={onCreated}
                    onConflict={onConflict}
                    onCancel={back}
                    headingLevel={headingLevel}
                  />
                ) : mode === 'claim' && canClaim ? (
                  <ClaimForm
                    orderRef={ref}
                    options={loaded}
                    onCreated={onCreated}
                    onConflict={onConflict}
                    onCancel={back}
                    headingLevel={headingLevel}
                  />
                ) : canReturn || canClaim ? (
                  <div ref={actions} className={styles['case-center__actions']}>
                    {canReturn ? (
                      <button type="button" className="button" onClick={() => open('return')}>
                        Return items
                      </button>
                    ) : null}
                    {canClaim ? (
                      <button type="button" className="button button--ghost" onClick={() => open('claim')}>
                        Report a problem
                      </button>
                    ) : null}
                  </div>
                ) : (
                  <p className={styles['case-center__muted']}>
                    Everything on this order is already in a return or a report, or its time has passed. For
                    anything else, write to us from the contact page.
                  </p>
                )}
              </>
            );
          }}
        </QueryView>
      </section>

      <section className={accountCardCss['account-card']} aria-labelledby="my-case-list-title">
        <H id="my-case-list-title" className={accountCardCss['account-card__title']}>
          Your returns and reports
        </H>
        <QueryView
          query={cases}
          what="Your returns and reports"
          pending={<Spinner label="Loading your returns and reports" />}
          isEmpty={(data) => data.length === 0}
          empty={<p className={accountCardCss['account-card__empty']}>None for this order yet.</p>}
        >
          {(loaded) => (
            <MyCaseList orderRef={ref} cases={loaded} onChanged={reload} headingLevel={headingLevel} />
          )}
        </QueryView>
      </section>
    </div>
  );
}
