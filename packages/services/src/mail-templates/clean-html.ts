import crypto from 'node:crypto';
import type sanitizeHtml from 'sanitize-html';
import { sanitizeHtmlModule } from './mail-libraries.js';

/** The cleaner's options, made with the library's defaults when it first loads. */
let options: { base: sanitizeHtml.IOptions; onSave: sanitizeHtml.IOptions } | undefined;

function cleanerOptions(): { base: sanitizeHtml.IOptions; onSave: sanitizeHtml.IOptions } {
  if (options) return options;
  const { defaults } = sanitizeHtmlModule();
  /** What mail HTML may hold: text structure, tables for layout, images and links; never scripts, forms or frames. */
  const allowedTags = [...defaults.allowedTags, 'img', 'center', 'font', 'span', 'div', 'hr', 'br'];
  const allowedAttributes: sanitizeHtml.IOptions['allowedAttributes'] = {
    ...defaults.allowedAttributes,
    '*': ['style', 'class', 'align', 'valign', 'width', 'height', 'bgcolor', 'border', 'dir', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    table: ['cellpadding', 'cellspacing', 'role'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    font: ['color', 'face', 'size'],
  };
  const base: sanitizeHtml.IOptions = {
    allowedTags,
    allowedAttributes,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
  };
  /** On save a <style> block may stay: its rules are inlined into the elements when the mail is rendered. */
  const onSave: sanitizeHtml.IOptions = {
    ...base,
    allowedTags: [...allowedTags, 'style'],
    allowVulnerableTags: true,
  };
  options = { base, onSave };
  return options;
}

/** Liquid output and tags, kept out of the cleaner's reach (it would escape a quote or a ">" in them). */
const LIQUID_MARKUP = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;

/**
 * Staff HTML as it is saved: cleaned to the allow-list, its Liquid markup untouched. Each piece of markup is swapped
 * for a random placeholder while the cleaner runs, so a placeholder in an attribute the cleaner drops goes with it.
 */
export function cleanTemplateHtml(html: string): string {
  const kept: string[] = [];
  const marker = `lq${crypto.randomBytes(6).toString('hex')}`;
  const shielded = html.replace(LIQUID_MARKUP, (markup) => `${marker}x${kept.push(markup) - 1}x${marker}`);
  const cleaned = sanitizeHtmlModule()(shielded, cleanerOptions().onSave);
  return cleaned.replace(
    new RegExp(`${marker}x(\\d+)x${marker}`, 'g'),
    (_, index: string) => kept[Number(index)]!,
  );
}

/** A rendered edited mail, cleaned again: whatever its Liquid printed, the mail holds only allowed HTML. */
export const cleanRenderedHtml = (html: string) => sanitizeHtmlModule()(html, cleanerOptions().base);
