import { FORM_NOTICES, parseFormNotice } from '@shop/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessageOf, fieldErrorsOf } from './api-errors';

/**
 * Puts the server's validation errors on their form fields (first message each) and returns what is left for a
 * form-wide message: the error's own text when no field matched, or null when every message found a field.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const errors = fieldErrorsOf(err);
  const unplaced: string[] = [];
  let focused = false;
  for (const [field, message] of Object.entries(errors)) {
    const known = fields.find((f) => f === field);
    if (known) {
      // Focus moves to the first rejected field, so keyboard and screen-reader users land on the problem.
      setError(known, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(message);
    }
  }
  if (unplaced.length) return unplaced.join(' ');
  return focused ? null : errorMessageOf(err);
}

/**
 * The sentence for a refusal a form post sent back as `?notice=` (parsed by validateNoticeSearch in lib/search-params.ts); undefined for none, "sent"
 * and unknown codes. Here, beside the other form helpers, so that it adds no chunk of its own to the pages.
 */
export function noticeError(notice: string | undefined): string | undefined {
  const known = parseFormNotice(notice);
  return known && known !== 'sent' ? FORM_NOTICES[known] : undefined;
}
