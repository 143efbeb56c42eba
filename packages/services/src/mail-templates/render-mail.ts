import { MailTemplate, SiteInformation } from '@shop/db';
import type { TMailTemplateKey } from '@shop/domain';
import type { Db } from '../common/db.js';
import { cleanRenderedHtml } from './clean-html.js';
import { ACCOUNT_DEFAULTS } from './defaults-account.js';
import { ORDER_DEFAULTS } from './defaults-order.js';
import { parsePart, renderPart, type TTemplatePart } from './liquid-engine.js';
import { htmlToTextModule, juiceModule } from './mail-libraries.js';
import type { IMailTemplateParts } from './template-catalogue.js';

const DEFAULTS: Record<TMailTemplateKey, IMailTemplateParts> = { ...ACCOUNT_DEFAULTS, ...ORDER_DEFAULTS };

/** The template written in code, sent while staff have not edited the mail. */
export const defaultTemplate = (key: TMailTemplateKey): IMailTemplateParts => DEFAULTS[key];

/** The shop's colours (the web app's accent, text and background), for templates that brand their mail. */
const SHOP_COLORS = { accent: '#2f5d50', text: '#29241f', background: '#f8f5f0' };

/** The shop's details as every template reads them (shop.*). */
export function shopVariables(info: SiteInformation | null, publicUrl: string) {
  const url = publicUrl.replace(/\/+$/, '');
  const logo = info?.logo ?? null;
  return {
    name: info?.name ?? 'Shop',
    email: info?.email ?? '',
    phone: info?.phone ?? '',
    address: info?.address ?? '',
    logo_url: logo === null ? null : /^https?:\/\//.test(logo) ? logo : `${url}/${logo.replace(/^\/+/, '')}`,
    url,
    colors: SHOP_COLORS,
  };
}

/** The site-information row, read through `db`: the caller's transaction when the mail is queued in one. */
export const siteInformationOf = (db: Db) =>
  db.repo(SiteInformation).findOne({ where: {}, order: { id: 'ASC' } });

export interface IRenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders a template's three parts: the subject on one line, the HTML with its <style> rules inlined (mail clients
 * drop style blocks), and the text as written or, when the template has none, derived from the HTML. An edited
 * template's HTML is cleaned once more after rendering, whatever its Liquid printed.
 */
export function renderTemplate(parts: IMailTemplateParts, variables: object, edited: boolean): IRenderedMail {
  const render = (part: TTemplatePart, source: string) =>
    renderPart(part, parsePart(part, source), variables);
  const subject = render('subject', parts.subject).replace(/\s*[\r\n]+\s*/g, ' ');
  const rendered = juiceModule()(render('html', parts.html));
  const html = edited ? cleanRenderedHtml(rendered) : rendered;
  const text =
    parts.text !== null
      ? render('text', parts.text)
      : htmlToTextModule().convert(html, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] });
  return { subject, html, text };
}

/** The template the shop sends for `key` now: the edited row read through `db`, else the default. */
export async function currentTemplate(
  db: Db,
  key: TMailTemplateKey,
): Promise<{ parts: IMailTemplateParts; row: MailTemplate | null }> {
  const row = await db.repo(MailTemplate).findOneBy({ key });
  return {
    parts: row ? { subject: row.subject, html: row.html, text: row.text } : defaultTemplate(key),
    row,
  };
}
