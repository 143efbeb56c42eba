import { TRUNCATE_DEFAULT_LENGTH } from './constants.js';

/** Cuts text longer than `max` characters and appends an ellipsis (the spec's validation rules). */
export function truncate(text: string, max = TRUNCATE_DEFAULT_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Lists show a file by the last segment of its name. */
export function fileDisplayName(path: string): string {
  const segments = path.split(/[\\/]/).filter(Boolean);
  return segments[segments.length - 1] ?? '';
}

/** "1 room type", "3 products": a count with its noun, for messages. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
