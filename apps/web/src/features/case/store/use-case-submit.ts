import type { TCaseCreated, TCaseOrderRef, TCaseRequest } from '@shop/domain';
import { useState } from 'react';
import { newAttemptKey } from '#/features/checkout/attempt-key';
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from '#/lib/api-errors';
import { useRequestCase } from './case-api';
import { lineErrors } from './case-words';

type TCaseAsk = Omit<TCaseRequest, 'number' | 'email' | 'idempotencyKey'>;

/**
 * Sends a return or a claim. One key per attempt: a double click or a retry after a lost answer is the same case on
 * the server, and only a case that was made starts a new key. A 409 means the units went into another case
 * meanwhile: the panel says so (the form may go, when nothing is left) and reads the options again.
 */
export function useCaseSubmit(
  ref: TCaseOrderRef,
  {
    onCreated,
    onConflict,
  }: { onCreated: (created: TCaseCreated) => void; onConflict: (message: string) => void },
) {
  const request = useRequestCase();
  const [key, setKey] = useState(newAttemptKey);
  const [sent, setSent] = useState<TCaseAsk['lines']>([]);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (ask: TCaseAsk) => {
    setSent(ask.lines);
    setAlert(null);
    request.mutate(
      { ...ref, ...ask, idempotencyKey: key },
      {
        onSuccess: (created) => {
          setKey(newAttemptKey());
          onCreated(created);
        },
        onError: (error) => {
          if (httpStatusOf(error) === 409) onConflict(errorMessageOf(error));
          else if (Object.keys(fieldErrorsOf(error)).length === 0) {
            setAlert(errorMessageOf(error, 'Your request could not be sent. Please try again.'));
          }
        },
      },
    );
  };

  const errors = httpStatusOf(request.error) === 409 ? {} : fieldErrorsOf(request.error);
  return {
    submit,
    pending: request.isPending,
    alert,
    errors,
    byLine: lineErrors(errors, sent),
    reset: () => {
      request.reset();
      setAlert(null);
    },
  };
}
