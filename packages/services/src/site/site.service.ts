import type { TSiteLayout } from '@shop/domain';
import type { Db } from '../common/db.js';
import { KEPT_MAX_AGE_MS, readKept } from '../common/reads/policy.js';
import type { InformationService } from '../information/information.service.js';
import type { SocialService } from '../social/social.service.js';

/**
 * The server's own pages (the back-office shell, an error page) end their title with the shop's name, so it would
 * be read on every one: it is kept until an edit of the site information, here or (with REDIS_URL) in another app
 * process, and at most this long when nothing tells of another process's edit (SQLite tells of those at once). Storefront pages read it from their layout's answer.
 */
export const SHOP_NAME_MAX_AGE_MS = KEPT_MAX_AGE_MS;

/** The statement InformationService.detail runs for the one row: what the shop's name is kept by. */
const SITE_INFORMATION_ROW = { sql: 'SELECT * FROM site_information ORDER BY id LIMIT 1', params: [] };

/** The storefront layout's one call: the shop's details and its social links, from their own services. */
export class SiteService {
  constructor(
    private readonly db: Db,
    private readonly information: InformationService,
    private readonly socials: SocialService,
    /** STRIPE_PUBLISHABLE_KEY when Stripe takes the payments. */
    private readonly stripePublishableKey: string | null = null,
  ) {}

  async layout(): Promise<TSiteLayout> {
    const [information, socials] = await Promise.all([
      this.information.detail(),
      this.socials.getListWithoutPaginate(),
    ]);
    return { information, socials, stripePublishableKey: this.stripePublishableKey };
  }

  /** The shop's name for the titles of the server's own pages (see SHOP_NAME_MAX_AGE_MS). */
  shopName(): Promise<string> {
    return readKept(
      this.db,
      SITE_INFORMATION_ROW,
      { keep: 'answer', maxAgeMs: SHOP_NAME_MAX_AGE_MS },
      async () => (await this.information.detail()).name,
    );
  }
}
