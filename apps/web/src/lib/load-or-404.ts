import { notFound } from '@tanstack/react-router';
import { httpStatusOf } from '#/lib/api-errors';

/**
 * A loader's read of what its page cannot do without (a product, an order, the record an update form edits): a
 * record the server does not find, or an address it refuses as malformed (400, 422), shows the not-found page.
 * Other failures go to the route's error view with its retry.
 */
export async function loadOr404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    const status = httpStatusOf(err);
    if (status === 404 || status === 400 || status === 422) throw notFound();
    throw err;
  }
}
