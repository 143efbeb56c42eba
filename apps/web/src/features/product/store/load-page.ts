import { notFound } from '@tanstack/react-router';
import { httpStatusOf } from '#/lib/api-errors';

/**
 * Loads what a storefront page cannot do without; an unknown slug, or one the server refuses as malformed, shows
 * the not-found page. Other failures go to the route's error view with its retry.
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
