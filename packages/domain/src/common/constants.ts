/** Staff roles as the legacy API numbers them (the spec's business constants). */
export const ROLE = { ADMIN: 1, MANAGER: 2 } as const;
export type TRole = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_NAMES: Record<TRole, string> = { 1: 'Admin', 2: 'Manager' };

export const PAGE_SIZE = 15;
export const FIRST_PAGE = 1;
/** The spec's second limit constant; its meaning is not given, so it caps "few items" lists (trending, related). */
export const SHORT_LIST_LIMIT = 20;

export const TRUNCATE_DEFAULT_LENGTH = 30;
export const LAZY_SCREEN_TIMEOUT_MS = 120_000;
export const LAZY_IMAGE_THROTTLE_MS = 300;

/** Upper bound for an uploaded image, in bytes. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
