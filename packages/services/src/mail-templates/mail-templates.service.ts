import { MailTemplate, StaffMember } from '@shop/db';
import {
  MAIL_TEMPLATE_KEYS,
  type TMailTemplateDetail,
  type TMailTemplateInput,
  type TMailTemplateKey,
  type TMailTemplatePreview,
  type TMailTemplatePreviewInput,
  type TMailTemplateSummary,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { assertStillAdmin } from '../common/still-admin.js';
import type { IMailer } from '../mail/mailer.js';
import { cleanTemplateHtml } from './clean-html.js';
import { assertKnownVariables, parsePart, type TTemplatePart } from './liquid-engine.js';
import {
  currentTemplate,
  defaultTemplate,
  renderTemplate,
  shopVariables,
  siteInformationOf,
} from './render-mail.js';
import { latestOrderVariables, sampleVariables } from './sample-variables.js';
import { MAIL_TEMPLATE_CATALOGUE, templateVariables, type IMailTemplateParts } from './template-catalogue.js';

export interface IMailTemplatesDeps {
  mailer: IMailer;
  /** PUBLIC_URL: the samples' links and shop.url. */
  publicUrl: string;
}

/**
 * The back-office's customer mail templates (/admin/mail-templates): each mail's template, edited or the default,
 * a preview rendered here from a sample or the latest order, a test mail to oneself, save and revert. A template is
 * saved only when it parses, uses only its mail's variables and renders the sample within the limits.
 */
export class MailTemplatesService {
  constructor(
    private readonly db: Db,
    private readonly deps: IMailTemplatesDeps,
  ) {}

  async getList(): Promise<TMailTemplateSummary[]> {
    const rows = await this.db.repo(MailTemplate).find();
    const names = await this.staffNames(rows);
    return MAIL_TEMPLATE_KEYS.map((key) => this.summary(key, rows.find((r) => r.key === key) ?? null, names));
  }

  async detail(key: TMailTemplateKey): Promise<TMailTemplateDetail> {
    const { parts, row } = await currentTemplate(this.db, key);
    const names = await this.staffNames(row ? [row] : []);
    return {
      ...this.summary(key, row, names),
      ...parts,
      variables: templateVariables(key),
      defaults: defaultTemplate(key),
    };
  }

  /** Renders unsaved edits as the customer would get them; the same checks as saving (422 naming the line). */
  async preview(input: TMailTemplatePreviewInput): Promise<TMailTemplatePreview> {
    const parts = this.checked(input);
    const latest =
      input.source === 'latest-order'
        ? await latestOrderVariables(this.db, input.key, this.deps.publicUrl)
        : null;
    const variables = await this.withShop(
      latest?.variables ?? sampleVariables(input.key, this.deps.publicUrl),
    );
    const rendered = renderTemplate(parts, variables, true);
    return { ...rendered, from: latest ? `Order ${latest.number}` : 'Sample values' };
  }

  /** Checks, cleans and stores the template; the mail is sent with it from the next one queued. */
  async save(input: TMailTemplateInput, actor: IStaffActor): Promise<TMailTemplateDetail> {
    const parts = this.checked(input);
    renderTemplate(parts, await this.withShop(sampleVariables(input.key, this.deps.publicUrl)), true);
    await this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const repo = tx.repo(MailTemplate);
      const existing = await repo.findOneBy({ key: input.key });
      const values = { ...parts, updatedBy: actor.id };
      if (existing) await repo.update({ id: existing.id }, values);
      else await repo.insert({ key: input.key, ...values });
    });
    return this.detail(input.key);
  }

  /** Back to the default in code: the edited row goes. */
  async revert(key: TMailTemplateKey, actor: IStaffActor): Promise<TMailTemplateDetail> {
    await this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      await tx.repo(MailTemplate).delete({ key });
    });
    return this.detail(key);
  }

  /** Queues the current template, rendered with the sample, to the staff member's own address. */
  async sendTest(key: TMailTemplateKey, actor: IStaffActor): Promise<{ to: string }> {
    const member = await this.db.repo(StaffMember).findOneByOrFail({ id: actor.id });
    const variables = sampleVariables(key, this.deps.publicUrl);
    await this.deps.mailer.send({ template: key, to: member.email, variables });
    return { to: member.email };
  }

  /** The input's HTML cleaned to the allow-list, then each part parsed and its variables checked. */
  private checked(input: TMailTemplateInput): IMailTemplateParts {
    const parts: IMailTemplateParts = {
      subject: input.subject,
      html: cleanTemplateHtml(input.html),
      text: input.text?.trim() ? input.text : null,
    };
    for (const part of ['subject', 'html', 'text'] as TTemplatePart[]) {
      const source = parts[part];
      if (source !== null) assertKnownVariables(input.key, part, parsePart(part, source));
    }
    return parts;
  }

  private async withShop(variables: Record<string, unknown>) {
    return { ...variables, shop: shopVariables(await siteInformationOf(this.db), this.deps.publicUrl) };
  }

  private summary(
    key: TMailTemplateKey,
    row: MailTemplate | null,
    names: Map<number, string>,
  ): TMailTemplateSummary {
    const { title, description } = MAIL_TEMPLATE_CATALOGUE[key];
    return {
      key,
      title,
      description,
      edited: row !== null,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: row?.updatedBy ? (names.get(row.updatedBy) ?? null) : null,
    };
  }

  private async staffNames(rows: readonly MailTemplate[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((r) => r.updatedBy).filter((id): id is number => id !== null))];
    if (!ids.length) return new Map();
    const members = await this.db.repo(StaffMember).findBy({ id: In(ids) });
    return new Map(members.map((m) => [m.id, m.name]));
  }
}
