/**
 * Sort values of the staff list (the back-office's /admin/hrm), apart from its zod schemas: the list route reads
 * them in `validateSearch`, which must not pull zod into the storefront's entry.
 */
export const STAFF_SORTS = ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'] as const;
export type TStaffSort = (typeof STAFF_SORTS)[number];
