import type { TSiteLayout } from '@shop/domain';
import type { InformationService } from './information.service.js';
import type { SocialService } from './social.service.js';

/** The storefront layout's one call: the shop's details and its social links, from their own services. */
export class SiteService {
  constructor(
    private readonly information: InformationService,
    private readonly socials: SocialService,
  ) {}

  async layout(): Promise<TSiteLayout> {
    const [information, socials] = await Promise.all([this.information.detail(), this.socials.all()]);
    return { information, socials };
  }
}
