import { SiteInformation, SocialLink } from '@shop/db';
import type { TSiteInformation, TSocialLink } from '@shop/domain';
import type { DataSource } from 'typeorm';

const EMPTY_INFORMATION: TSiteInformation = {
  name: 'Shop',
  email: '',
  phone: '',
  address: '',
  openingHours: '',
  about: '',
};

export class SiteService {
  constructor(private readonly dataSource: DataSource) {}

  async information(): Promise<TSiteInformation> {
    const row = await this.dataSource
      .getRepository(SiteInformation)
      .findOne({ where: {}, order: { id: 'ASC' } });
    if (!row) return EMPTY_INFORMATION;
    const { name, email, phone, address, openingHours, about } = row;
    return { name, email, phone, address, openingHours, about };
  }

  async socialLinks(): Promise<TSocialLink[]> {
    const rows = await this.dataSource
      .getRepository(SocialLink)
      .find({ order: { position: 'ASC', id: 'ASC' } });
    return rows.map(({ id, name, url, icon }) => ({ id, name, url, icon }));
  }
}
