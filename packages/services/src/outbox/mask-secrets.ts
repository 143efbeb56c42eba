/**
 * The outbox keeps what a mail must carry (a reset link's token, an invitation's), but the back-office and the logs
 * never show it: every query value whose name says it is a secret, every secret-looking labelled value in the
 * text, and a password in a server address are replaced by a mask.
 */
export const MASK = '••••••';

const SECRET_NAME = '(?:token|code|key|secret|password|pass|signature|sig|auth)';
/** `?token=abc` or `&code=abc` in a link. */
const SECRET_QUERY = new RegExp(`([?&]${SECRET_NAME}=)[^&\\s"'<>]+`, 'gi');
/** `password: abc` or `code = abc` written out in a text (on one line: a label ending a sentence is no secret). */
const SECRET_LABEL = new RegExp(`(\\b${SECRET_NAME}[ \\t]*[:=][ \\t]*)[^\\s"'<>,;]+`, 'gi');
/** `smtp://user:pass@host` in an error message. */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/\s@]+:)[^@\s]+@/gi;

export function maskSecrets(text: string): string {
  return text
    .replace(URL_PASSWORD, `$1${MASK}@`)
    .replace(SECRET_QUERY, `$1${MASK}`)
    .replace(SECRET_LABEL, `$1${MASK}`);
}
