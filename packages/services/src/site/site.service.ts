import { SiteInformation, SocialLink } from '@shop/db';
import type { TSiteInformation, TSiteLayout, TSocialLink } from '@shop/domain';
import type { Db } from '../common/db.js';

const EMPTY_INFORMATION: TSiteInformation = {
  name: 'Shop',
  email: '',
  phone: '',
  address: '',
  openingHours: '',
  about: '',
};

export class SiteService {
  constructor(private readonly db: Db) {}

  async information(): Promise<TSiteInformation> {
    const row = await this.db.repo(SiteInformation).findOne({ where: {}, order: { id: 'ASC' } });
    if (!row) return EMPTY_INFORMATION;
    const { name, email, phone, address, openingHours, about } = row;
    return { name, email, phone, address, openingHours, about };
  }

  async socialLinks(): Promise<TSocialLink[]> {
    const rows = await this.db.repo(SocialLink).find({ order: { position: 'ASC', id: 'ASC' } });
    return rows.map(({ id, name, url, icon }) => ({ id, name, url, icon }));
  }

  async layout(): Promise<TSiteLayout> {
    const [information, socials] = await Promise.all([this.information(), this.socialLinks()]);
    return { information, socials };
  }
}
