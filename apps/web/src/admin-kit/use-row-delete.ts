import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '#/components/Toast';
import { errorMessageOf } from '#/lib/api-errors';

/** The part of a tRPC (React Query) mutation the list uses. */
export interface IDeleteMutation<TInput, TAnswer = unknown> {
  mutateAsync: (input: TInput) => Promise<TAnswer>;
  isPending: boolean;
}

/** The sentence a delete's answer carries for the user (`{ success, archived, message }`), if it has one. */
export function answerMessage(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return undefined;
  const { message } = answer;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

export interface IRowDeleteOptions<T, TInput, TAnswer = unknown> {
  rows: readonly T[] | undefined;
  page: number;
  rowKey: (row: T) => string | number;
  rowName: (row: T) => string;
  /** "Room": used in the toast ("Room “Attic” deleted."). */
  noun: string;
  mutation: IDeleteMutation<TInput, TAnswer>;
  input: (row: T) => TInput;
  /** Refresh what the delete changed (the list and its detail entries); awaited before focus moves. */
  onDeleted?: (row: T) => Promise<unknown> | void;
  /**
   * Whether the answer says the record stayed (a product that orders name is archived, not deleted): the row is
   * still in the list then, so the page does not step back and focus stays where it is.
   */
  kept?: (answer: TAnswer) => boolean;
}

/**
 * Delete with confirmation: the dialog asks, the toast tells, and focus moves to the row that took the deleted
 * one's place (or the one before it when the last row went), so keyboard users keep their place in the list.
 */
export function useRowDelete<T, TInput, TAnswer = unknown>(options: IRowDeleteOptions<T, TInput, TAnswer>) {
  const { rows, page, rowKey, rowName, noun, mutation, input, onDeleted, kept } = options;
  const toast = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState<T | null>(null);
  // Set when a delete succeeds; used once the list no longer shows the deleted row (and the dialog has closed).
  const focusAfter = useRef<{ key: string | number; index: number } | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || pending || !rows || rows.some((row) => rowKey(row) === target.key)) return;
    focusAfter.current = null;
    const next = rows[Math.min(target.index, rows.length - 1)];
    const selector = next === undefined ? null : `tr[data-row-key="${CSS.escape(String(rowKey(next)))}"]`;
    const element = selector
      ? document.querySelector<HTMLElement>(selector)
      : document.getElementById('main');
    element?.focus();
  }, [pending, rows, rowKey]);

  const confirm = async () => {
    if (!pending || !rows) return;
    const row = pending;
    const index = rows.findIndex((r) => rowKey(r) === rowKey(row));
    let answer: TAnswer;
    try {
      answer = await mutation.mutateAsync(input(row));
    } catch (err) {
      toast.error(errorMessageOf(err, `The ${noun.toLowerCase()} could not be deleted.`));
      setPending(null);
      return;
    }
    // The server's own sentence when it gives one: it knows what really happened (deleted or archived).
    toast.success(answerMessage(answer) ?? `${noun} “${rowName(row)}” deleted.`);
    if (kept?.(answer)) {
      await onDeleted?.(row);
      setPending(null);
      return;
    }
    // Deleting the only row of the last page would leave an empty page: step back one.
    if (rows.length === 1 && page > 1) {
      await navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, page: page - 1 > 1 ? page - 1 : undefined }),
      });
    }
    await onDeleted?.(row);
    focusAfter.current = { key: rowKey(row), index: rows.length === 1 ? Number.MAX_SAFE_INTEGER : index };
    setPending(null);
  };

  return {
    /** The row waiting for confirmation, or null. */
    pending,
    ask: (row: T) => setPending(row),
    cancel: () => setPending(null),
    confirm: () => void confirm(),
    busy: mutation.isPending,
  };
}
