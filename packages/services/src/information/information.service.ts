import { SiteInformation } from '@shop/db';
import type { TInformationForm, TSiteInformation } from '@shop/domain';
import type { Db } from '../common/db.js';
import { assertStillAdmin } from '../common/still-admin.js';
import type { IStaffActor } from '../common/staff-actor.js';

/** What the footer shows before anyone has filled in the shop's details. */
const EMPTY_INFORMATION: TSiteInformation = {
  name: 'Shop',
  email: '',
  phone: '',
  address: '',
  openingHours: '',
  about: '',
  logo: null,
};

export function toSiteInformation(row: SiteInformation): TSiteInformation {
  const { name, email, phone, address, openingHours, about, logo } = row;
  return { name, email, phone, address, openingHours, about, logo };
}

/**
 * The one site-information row. Read straight from the database on every call, never cached in the process:
 * with several app processes on one database, a cache here would show an old footer after an update.
 */
export class InformationService {
  constructor(private readonly db: Db) {}

  private row(db: Db = this.db): Promise<SiteInformation | null> {
    return db.repo(SiteInformation).findOne({ where: {}, order: { id: 'ASC' } });
  }

  async detail(): Promise<TSiteInformation> {
    const row = await this.row();
    return row ? toSiteInformation(row) : EMPTY_INFORMATION;
  }

  /** Writes the row, creating it on a database that has none yet. */
  update(form: TInformationForm, actor: IStaffActor): Promise<TSiteInformation> {
    return this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const repo = tx.repo(SiteInformation);
      const existing = await this.row(tx);
      if (existing) await repo.update({ id: existing.id }, form);
      else await repo.insert(form);
      return toSiteInformation((await this.row(tx))!);
    });
  }
}
