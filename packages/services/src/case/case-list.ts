import { Case, CaseLine, Order } from '@shop/db';
import { CASE_STATE_LABELS, ZCaseListInput, type TCaseList, type TCaseListInput } from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { isoDate } from '../common/reads/paged-query.js';
import { caseKind, caseState } from './case-views.js';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

/** The staff's list: newest first, by kind, state and age (opened at least N days ago). */
export async function listCases(db: Db, raw: TCaseListInput, now: Date): Promise<TCaseList> {
  const input = ZCaseListInput.parse(raw);
  const query = db.repo(Case).createQueryBuilder('c');
  if (input.kind) query.andWhere('c.kind = :kind', { kind: input.kind });
  if (input.state) query.andWhere('c.state = :state', { state: input.state });
  if (input.olderThanDays !== undefined)
    query.andWhere('c.created_at <= :before', {
      before: new Date(now.getTime() - input.olderThanDays * DAY_MS),
    });
  const [rows, total] = await query
    .orderBy('c.created_at', 'DESC')
    .addOrderBy('c.id', 'DESC')
    .skip((input.page - 1) * PAGE_SIZE)
    .take(PAGE_SIZE)
    .getManyAndCount();
  const ids = rows.map((r) => r.id);
  const [orders, lines] = await Promise.all([
    rows.length ? db.repo(Order).findBy({ id: In(rows.map((r) => r.orderId)) }) : [],
    ids.length ? db.repo(CaseLine).findBy({ caseId: In(ids) }) : [],
  ]);
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      orderNumber: orderOf.get(row.orderId)?.number ?? '',
      kind: caseKind(row),
      state: caseState(row),
      stateLabel: CASE_STATE_LABELS[caseState(row)] ?? row.state,
      customerName: orderOf.get(row.orderId)?.shipName ?? '',
      reason: row.reason,
      units: lines.filter((l) => l.caseId === row.id).reduce((sum, l) => sum + l.quantity, 0),
      refunded: row.refundId !== null,
      replaced: row.replacementOrderId !== null,
      createdAt: isoDate(row.createdAt),
      ageDays: Math.max(0, Math.floor((now.getTime() - new Date(row.createdAt).getTime()) / DAY_MS)),
    })),
    total,
    page: input.page,
    pageSize: PAGE_SIZE,
  };
}
