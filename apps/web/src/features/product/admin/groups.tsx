/** Items grouped under a heading (room types under their room), headings in the order they first appear. */
function groupsOf<T>(items: readonly T[], heading: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(heading(item), [...(groups.get(heading(item)) ?? []), item]);
  return [...groups];
}

/** A select's `<optgroup>`s of records under their headings (room types under their room, materials by type). */
export function GroupedOptions<T extends { id: number; name: string }>({
  items,
  heading,
}: {
  items: readonly T[];
  heading: (item: T) => string;
}) {
  return (
    <>
      {groupsOf(items, heading).map(([group, members]) => (
        <optgroup key={group} label={group}>
          {members.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
