import { notFound } from '@tanstack/react-router';
import { httpStatusOf } from '#/lib/api-errors';

/** A positive integer id, or NaN for anything else (the loader turns that into a 404). */
export function parseId(value: unknown): number {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : NaN;
}

/**
 * `params` for an `.../update/$id` route: the id arrives in the loader and the component as a number, and links
 * pass a number too (`params: { id: room.id }`).
 */
export const idParams = {
  parse: (raw: Record<string, string>) => ({ id: parseId(raw.id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/**
 * Loader helper for a screen that needs one record before it can render (an update form): a malformed id or a 404
 * from the server shows the not-found page; other failures go to the route's error view.
 */
export async function loadOr404<T>(id: number, load: (id: number) => Promise<T>): Promise<T> {
  if (Number.isNaN(id)) throw notFound();
  try {
    return await load(id);
  } catch (err) {
    if (httpStatusOf(err) === 404) throw notFound();
    throw err;
  }
}
