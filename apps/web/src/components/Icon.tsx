import type { SVGProps } from 'react';

/** Line icons drawn inline: no icon font or sprite to download. Decorative unless given a title by the caller. */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6',
  team: 'M9 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 0 0 0 7zM2.5 20c1-3.5 3.5-5.5 6.5-5.5s5.5 2 6.5 5.5M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.8c1.7.7 2.9 2.4 3.5 5.2',
  badge:
    'M5 4h14v16H5zM9 4v3h6V4M12 13a2.5 2.5 0 1 0 0-5a2.5 2.5 0 0 0 0 5M8 17.5c.8-1.6 2.2-2.5 4-2.5s3.2.9 4 2.5',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4l4-4M6 12h10',
  home: 'M4 11l8-7l8 7M6 9.5V20h12V9.5',
  rooms: 'M4 20V9l8-5l8 5v11M9 20v-6h6v6',
  key: 'M14 10a4 4 0 1 0-3.5 4L9 15.5V18H6.5v2H4v-3l6-6',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4l10-10l-4-4L4 16v4zM13.5 6.5l4 4',
  trash: 'M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  upload: 'M12 16V4M7 9l5-5l5 5M5 20h14',
  image: 'M4 5h16v14H4zM4 16l5-5l4 4l3-3l4 4M15 9.5a1.5 1.5 0 1 0 0-.01',
  chevronLeft: 'M15 6l-6 6l6 6',
  chevronRight: 'M9 6l6 6l-6 6',
  chevronUp: 'M6 15l6-6l6 6',
  chevronDown: 'M6 9l6 6l6-6',
  alert: 'M12 4l9 16H3zM12 10v4M12 17v.5',
  check: 'M5 12.5l4.5 4.5L19 7',
  phone: 'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1',
  mail: 'M4 6h16v12H4zM4 7l8 6l8-6',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5a2.5 2.5 0 0 0 0 5',
  clock: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM12 8v4l3 2',
  history: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  dashboard: 'M4 4h7v8H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 14h7v6H4z',
  swatch: 'M4 4h6v16H4zM10 8l4.5-2.6l5 8.7l-9.5 5.5M7 16.5v.5',
  layers: 'M12 4l8 4l-8 4l-8-4zM4 12l8 4l8-4M4 16l8 4l8-4',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  cart: 'M3 4h2.5l2.2 11h10.6l2-8H6.6M9.5 19.5a1.2 1.2 0 1 0 0-.01M17 19.5a1.2 1.2 0 1 0 0-.01',
  minus: 'M5 12h14',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
} as const;

export type TIconName = keyof typeof PATHS;

interface IIconProps extends SVGProps<SVGSVGElement> {
  name: TIconName;
  size?: number;
}

export function Icon({ name, size = 20, ...rest }: IIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
