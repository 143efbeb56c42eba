import { notFound } from '@tanstack/react-router';
import { parseId } from '#/lib/search-params';

/**
 * `params` for a route whose path parameters are ids (`$roomId`, `$typeId`): they arrive in the loader and the
 * component as numbers, and links pass numbers too (`params: { roomId: room.id }`). An address whose id is not one
 * is the not-found page before any loader runs (the router treats a thrown notFound() from `parse` as such).
 */
export function idParamsOf<TName extends string>(...names: TName[]) {
  return {
    parse: (raw: Record<string, string>) =>
      Object.fromEntries(
        names.map((name) => {
          const id = parseId(raw[name]);
          if (id === undefined) throw notFound();
          return [name, id];
        }),
      ) as Record<TName, number>,
    stringify: (params: Record<TName, number>) =>
      Object.fromEntries(names.map((name) => [name, String(params[name])])) as Record<TName, string>,
  };
}

/** `params` for an `.../update/$id` route. */
export const idParams = idParamsOf('id');
