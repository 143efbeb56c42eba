import type { IMailMessage } from './mailer.js';

/** Text made safe inside HTML, attributes included. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LINK = /\bhttps?:\/\/[^\s<>"']+/g;

/** One paragraph of plain text as HTML: escaped, its line breaks kept, its web addresses made links. */
function paragraph(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    // A sentence's full stop or closing bracket after an address is not part of it.
    const url = match[0].replace(/[.,;:)]+$/, '');
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  html += escapeHtml(text.slice(last));
  return `<p>${html.trim().replace(/\n/g, '<br>\n')}</p>`;
}

/**
 * A simple HTML part from a mail's plain text, for the mails written as text only: some mail clients show an
 * HTML-less message in a fixed-width font or flag it, and a link in HTML is one tap. Paragraphs stay paragraphs,
 * everything is escaped, and only http(s) addresses become links.
 */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((part) => part.trim() !== '')
    .map(paragraph)
    .join('\n');
}

/** The message with an HTML part: its own when it has one, else one made from its text. */
export function withHtml(message: IMailMessage): IMailMessage {
  return message.html ? message : { ...message, html: textToHtml(message.text) };
}
