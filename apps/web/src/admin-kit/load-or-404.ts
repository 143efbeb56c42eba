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
 * `params` for a route whose path parameters are ids (`$roomId`, `$typeId`): they arrive in the loader and the
 * component as numbers, and links pass numbers too (`params: { roomId: room.id }`).
 */
export function idParamsOf<TName extends string>(...names: TName[]) {
  return {
    parse: (raw: Record<string, string>) =>
      Object.fromEntries(names.map((name) => [name, parseId(raw[name])])) as Record<TName, number>,
    stringify: (params: Record<TName, number>) =>
      Object.fromEntries(names.map((name) => [name, String(params[name])])) as Record<TName, string>,
  };
}

/** `params` for an `.../update/$id` route. */
export const idParams = idParamsOf('id');

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
