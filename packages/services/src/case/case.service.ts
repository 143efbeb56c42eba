import { Case, type Product } from '@shop/db';
import type {
  TCaseCreated,
  TCaseList,
  TCaseListInput,
  TCaseOrderRef,
  TCaseReceiveInput,
  TCaseRequest,
  TCaseView,
  TProductReturnPolicy,
  TReturnOptions,
  TReturnPolicy,
  TReturnReason,
  TStaffCaseView,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import type { TClock } from '../common/clock.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { findOrThrow } from '../common/find.js';
import type { ImageService } from '../images/image.service.js';
import type { IMailer } from '../mail/mailer.js';
import type { ICheckoutCustomer } from '../order/index.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import type { IStorage } from '../storage/storage.js';
import type { IWebhookEvents } from '../webhooks/index.js';
import { lineRights, toReturnableLine } from './case-lines.js';
import { listCases } from './case-list.js';
import { approveCase, caseMove, closeCase, noteCase, receiveCase, rejectCase } from './case-moves.js';
import { addCasePhoto, readCasePhoto } from './case-photos.js';
import { refundCase } from './case-refund.js';
import { replaceCase } from './case-replace.js';
import { buyersOrder, cancelCase, openCase } from './case-request.js';
import { caseView, staffCaseView } from './case-views.js';
import * as policies from './return-policies.js';

export interface ICaseServiceDeps {
  now: TClock;
  mailer: IMailer;
  publicUrl?: string | undefined;
  payments: IPaymentProvider;
  webhookEvents?: IWebhookEvents | undefined;
  images: ImageService;
  storage: IStorage;
}

/**
 * Returns and damage claims: what a buyer may still send back, the cases they open, and staff's moves on them
 * (approve, reject, receive, refund, replace, close), with the shop's policies and reasons.
 */
export class CaseService {
  constructor(
    private readonly db: Db,
    private readonly deps: ICaseServiceDeps,
  ) {}

  private get caseDeps() {
    return { now: this.deps.now, mailer: this.deps.mailer, publicUrl: this.deps.publicUrl };
  }

  async returnOptions(buyer: ICheckoutCustomer | null, ref: TCaseOrderRef): Promise<TReturnOptions> {
    const order = await buyersOrder(this.db, buyer, ref);
    const today = this.deps.now().toISOString().slice(0, 10);
    const [rights, reasons] = await Promise.all([
      lineRights(this.db, order.id, today),
      policies.listReasons(this.db, true),
    ]);
    return { number: order.number, lines: rights.map(toReturnableLine), reasons };
  }

  request(buyer: ICheckoutCustomer | null, input: TCaseRequest): Promise<TCaseCreated> {
    return openCase(this.db, this.caseDeps, buyer, input);
  }

  async mine(buyer: ICheckoutCustomer | null, ref: TCaseOrderRef): Promise<TCaseView[]> {
    const order = await buyersOrder(this.db, buyer, ref);
    const rows = await this.db.repo(Case).find({ where: { orderId: order.id }, order: { id: 'DESC' } });
    return Promise.all(rows.map((row) => caseView(this.db, row)));
  }

  async cancel(
    buyer: ICheckoutCustomer | null,
    ref: TCaseOrderRef & { caseNumber: string },
  ): Promise<TCaseView> {
    return caseView(this.db, await cancelCase(this.db, this.caseDeps, buyer, ref));
  }

  addPhoto(buyer: ICheckoutCustomer | null, ref: TCaseOrderRef, file: { bytes: Buffer; fileName: string }) {
    return addCasePhoto(this.db, this.deps.images, this.deps.storage, buyer, ref, file);
  }

  photo(viewer: { staff: boolean; buyer: ICheckoutCustomer | null }, photoId: number) {
    return readCasePhoto(this.db, this.deps.storage, viewer, photoId);
  }

  list(input: TCaseListInput): Promise<TCaseList> {
    return listCases(this.db, input, this.deps.now());
  }

  async detail(id: number): Promise<TStaffCaseView> {
    return staffCaseView(this.db, await findOrThrow(this.db.repo(Case), id, 'Case'));
  }

  private async moved(id: number, move: (tx: Db, row: Case) => Promise<unknown>): Promise<TStaffCaseView> {
    await caseMove(this.db, id, move);
    return this.detail(id);
  }

  approve(actor: IStaffActor, input: { id: number; instructions: string }) {
    return this.moved(input.id, approveCase(this.caseDeps, actor, input.instructions));
  }

  reject(actor: IStaffActor, input: { id: number; reason: string }) {
    return this.moved(input.id, rejectCase(this.caseDeps, actor, input.reason));
  }

  receive(actor: IStaffActor, input: TCaseReceiveInput) {
    return this.moved(input.id, receiveCase(this.caseDeps, actor, input));
  }

  close(actor: IStaffActor, input: { id: number }) {
    return this.moved(input.id, closeCase(this.caseDeps, actor));
  }

  note(actor: IStaffActor, input: { id: number; note: string }) {
    return this.moved(input.id, noteCase(this.caseDeps, actor, input.note));
  }

  replace(actor: IStaffActor, input: { id: number }) {
    return this.moved(input.id, replaceCase(this.caseDeps, actor));
  }

  async refund(actor: IStaffActor, input: { id: number; amountCents?: number | undefined }) {
    await refundCase(
      this.db,
      { ...this.caseDeps, provider: this.deps.payments, events: this.deps.webhookEvents },
      actor,
      input,
    );
    return this.detail(input.id);
  }

  reasons(): Promise<TReturnReason[]> {
    return policies.listReasons(this.db, false);
  }

  saveReason(input: Parameters<typeof policies.saveReason>[1]): Promise<TReturnReason> {
    return policies.saveReason(this.db, input);
  }

  policy(): Promise<TReturnPolicy> {
    return policies.shopPolicy(this.db);
  }

  savePolicy(input: TReturnPolicy): Promise<TReturnPolicy> {
    return policies.saveShopPolicy(this.db, input);
  }

  productPolicy(productId: number): Promise<TProductReturnPolicy> {
    return policies.productPolicy(this.db, productId);
  }

  saveProductPolicy(input: TProductReturnPolicy): Promise<TProductReturnPolicy> {
    return policies.saveProductPolicy(this.db, input);
  }
}

/**
 * The return policy checkout writes on each line it sells, in the order's transaction: the product's own fields,
 * else the shop's default (read once per order), so a later change never changes what was promised.
 */
export async function returnPoliciesAtSale(
  tx: Db,
  lines: readonly { product: Product; madeToOrder: boolean }[],
): Promise<ReturnType<typeof policies.linePolicyColumns>[]> {
  const shop = await policies.shopPolicy(tx);
  return lines.map((line) => policies.linePolicyColumns(shop, line.product, line.madeToOrder));
}
