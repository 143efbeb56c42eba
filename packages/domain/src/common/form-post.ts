/**
 * Storefront forms drawn by the server work before the page's script has run (or without it): they post,
 * form-encoded, to the address of their own page, and the server answers with a redirect (post, redirect, get).
 * The outcome travels back as one of these codes in the `notice` search value: never a value the visitor typed,
 * never free text (a crafted link could otherwise write its own sentence on the shop's page).
 */
export const FORM_POST_PATHS = {
  login: '/login',
  register: '/register',
  contact: '/contact',
  forgot: '/forgot',
} as const;
export type TFormPostName = keyof typeof FORM_POST_PATHS;

/** The outcomes a form post reports; their sentences are in form-post-notices.ts (with the schemas' messages). */
export const FORM_NOTICE_CODES = [
  'sent',
  'credentials',
  'blocked',
  'email',
  'password',
  'invalid',
  'throttled',
  'refused',
  'unavailable',
] as const;
export type TFormNotice = (typeof FORM_NOTICE_CODES)[number];

/**
 * The notice of a page's search, when it is one of the codes. Free of the schemas (and so of zod): the pages'
 * search validation runs in the storefront's entry script.
 */
export function parseFormNotice(value: unknown): TFormNotice | undefined {
  return FORM_NOTICE_CODES.find((code) => code === value);
}
