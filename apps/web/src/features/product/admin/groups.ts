/** Items grouped under a heading (room types under their room), headings in the order they first appear. */
export function groupsOf<T>(items: readonly T[], heading: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(heading(item), [...(groups.get(heading(item)) ?? []), item]);
  return [...groups];
}
