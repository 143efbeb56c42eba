import { DeliveryLevel, DeliveryZone, Product } from '@shop/db';
import {
  DELIVERY_LEVEL_KINDS,
  DELIVERY_MESSAGES,
  type ZDeliveryLevelInput,
  type ZDeliveryZoneInput,
  deliveryOffer,
  needsFreight,
  zoneForZip,
  type IDeliveryPiece,
  type TDeliveryLevel,
  type TDeliveryLevelKind,
  type TDeliveryOffers,
  type TDeliveryZone,
} from '@shop/domain';
import { In, Not } from 'typeorm';
import type { z } from 'zod';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { isUniqueViolation } from '../common/sql.js';
import { FieldValidationError, NotFoundError } from '../errors.js';

type TZoneInput = z.output<typeof ZDeliveryZoneInput>;
type TLevelInput = z.output<typeof ZDeliveryLevelInput>;

const kindOrder = (kind: string) => DELIVERY_LEVEL_KINDS.indexOf(kind as TDeliveryLevelKind);
const zipsOf = (zone: Pick<DeliveryZone, 'zips'>) => zone.zips.split(' ').filter(Boolean);

function toLevel(level: DeliveryLevel): TDeliveryLevel {
  return {
    id: level.id,
    kind: level.kind as TDeliveryLevelKind,
    name: level.name,
    description: level.description,
    baseCents: level.baseCents,
    perExtraItemCents: level.perExtraItemCents,
    assemblyPerItemCents: level.assemblyPerItemCents,
    active: Boolean(level.active),
  };
}

function toZone(zone: DeliveryZone, levels: readonly DeliveryLevel[]): TDeliveryZone {
  return {
    id: zone.id,
    name: zone.name,
    timeZone: zone.timeZone,
    zips: zipsOf(zone),
    levels: levels
      .filter((level) => level.zoneId === zone.id)
      .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind))
      .map(toLevel),
  };
}

/** A piece as a level prices it, from its box (the variant's own where it has one) and whether it is assembled. */
export function deliveryPiece(
  box: Pick<Product, 'packageWeightLb' | 'packageLengthIn' | 'packageWidthIn' | 'packageHeightIn'>,
  quantity: number,
  needsAssembly: boolean,
): IDeliveryPiece {
  return {
    quantity,
    freight: needsFreight({
      weightLb: Number(box.packageWeightLb),
      lengthIn: box.packageLengthIn,
      widthIn: box.packageWidthIn,
      heightIn: box.packageHeightIn,
    }),
    needsAssembly,
  };
}

/**
 * Delivery by the shop's own crews: zones by ZIP, each with its levels (curbside, room of choice, white glove) and
 * their prices; and what a cart going to a ZIP is offered. A ZIP or prefix belongs to one zone at most, so a ZIP
 * never has two prices.
 */
export class DeliveryService {
  constructor(private readonly db: Db) {}

  /** Every zone with its levels, by name. */
  async zones(): Promise<TDeliveryZone[]> {
    const [zones, levels] = await Promise.all([
      this.db.repo(DeliveryZone).find({ order: { name: 'ASC', id: 'ASC' } }),
      this.db.repo(DeliveryLevel).find(),
    ]);
    return zones.map((zone) => toZone(zone, levels));
  }

  async zone(id: number): Promise<TDeliveryZone> {
    const zone = await findOrThrow(this.db.repo(DeliveryZone), id, 'Delivery zone');
    return toZone(zone, await this.db.repo(DeliveryLevel).findBy({ zoneId: id }));
  }

  createZone(input: TZoneInput): Promise<TDeliveryZone> {
    return this.saveZone(undefined, input);
  }

  updateZone(input: TZoneInput & { id: number }): Promise<TDeliveryZone> {
    return this.saveZone(input.id, input);
  }

  async deleteZone(id: number): Promise<void> {
    await findOrThrow(this.db.repo(DeliveryZone), id, 'Delivery zone');
    await this.db.repo(DeliveryZone).delete({ id });
  }

  /** A zone's level of one kind, created or changed (two staff saving the first one at once: both end as updates). */
  async saveLevel(input: TLevelInput): Promise<TDeliveryZone> {
    await findOrThrow(this.db.repo(DeliveryZone), input.zoneId, 'Delivery zone');
    const { zoneId, kind, ...values } = input;
    const update = () => this.db.repo(DeliveryLevel).update({ zoneId, kind }, values);
    if ((await update()).affected === 0) {
      try {
        await this.db.repo(DeliveryLevel).insert({ zoneId, kind, ...values });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await update();
      }
    }
    return this.zone(zoneId);
  }

  async deleteLevel({ zoneId, kind }: { zoneId: number; kind: TDeliveryLevelKind }): Promise<TDeliveryZone> {
    const deleted = await this.db.repo(DeliveryLevel).delete({ zoneId, kind });
    if (!deleted.affected) throw new NotFoundError('Delivery level');
    return this.zone(zoneId);
  }

  /**
   * The levels offered to a cart going to a ZIP, each priced for its pieces: only a cart with freight pieces, to a
   * ZIP in a zone, is offered any (parcels go with the carrier); inactive levels are not offered.
   */
  async offers(input: {
    postalCode: string;
    lines: { productId: number; quantity: number }[];
  }): Promise<TDeliveryOffers> {
    const ids = [...new Set(input.lines.map((line) => line.productId))];
    const products = new Map(
      (await this.db.repo(Product).findBy({ id: In(ids), active: true })).map((product) => [
        product.id,
        product,
      ]),
    );
    const pieces: IDeliveryPiece[] = input.lines.flatMap((line) => {
      const product = products.get(line.productId);
      return product ? [deliveryPiece(product, line.quantity, Boolean(product.needsAssembly))] : [];
    });
    return this.offersFor(input.postalCode, pieces);
  }

  /** The levels offered to these pieces going to a ZIP (checkout prices its cart's own pieces, variants included). */
  async offersFor(postalCode: string, pieces: readonly IDeliveryPiece[]): Promise<TDeliveryOffers> {
    const zones = (await this.db.repo(DeliveryZone).find()).map((zone) => ({
      zone,
      id: zone.id,
      zips: zipsOf(zone),
    }));
    const found = zoneForZip(zones, postalCode);
    const freight = pieces.some((piece) => piece.freight);
    if (!found) return { zone: null, freight, offers: [] };
    const { zone } = found;
    const levels = freight ? await this.db.repo(DeliveryLevel).findBy({ zoneId: zone.id, active: true }) : [];
    return {
      zone: { id: zone.id, name: zone.name, timeZone: zone.timeZone },
      freight,
      offers: levels
        .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind))
        .map((level) => deliveryOffer(toLevel(level), pieces)),
    };
  }

  /** Writes a zone after checking that its name and ZIPs are its own (422 naming the other zone). */
  private async saveZone(id: number | undefined, input: TZoneInput): Promise<TDeliveryZone> {
    if (id !== undefined) await findOrThrow(this.db.repo(DeliveryZone), id, 'Delivery zone');
    const others = await this.db.repo(DeliveryZone).find(id === undefined ? {} : { where: { id: Not(id) } });
    const errors: Record<string, string[]> = {};
    if (others.some((zone) => zone.name.toLowerCase() === input.name.toLowerCase()))
      errors.name = [DELIVERY_MESSAGES.nameTaken];
    const taken = input.zips.flatMap((token) => {
      const other = others.find((zone) => zipsOf(zone).includes(token));
      return other ? [DELIVERY_MESSAGES.zipTaken(token, other.name)] : [];
    });
    if (taken.length) errors.zips = taken;
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
    const values = { name: input.name, timeZone: input.timeZone, zips: input.zips.join(' ') };
    if (id === undefined) id = (await this.db.repo(DeliveryZone).save(values)).id;
    else await this.db.repo(DeliveryZone).update({ id }, values);
    return this.zone(id);
  }
}
