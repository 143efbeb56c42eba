import cookie from '@fastify/cookie';
import { createTestDatabase, openDatabase, testDialects, type ITestDatabase } from '@shop/db';
import { seedCustomer, seedOrder, seedStaff } from '@shop/db/seed';
import { ROLE } from '@shop/domain';
import { createServices, newCartSessionToken, cartSessionHash, type TServices } from '@shop/services';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, SESSION_COOKIE } from '../http/session-cookies.js';
import { DOCUMENT_PATHS, registerDocumentRoutes } from './documents.js';

/** The PDF routes' authorisation, through Fastify's inject on a real database: no server process, no port. */
describe.each(testDialects())('document downloads on %s', (dialect) => {
  let database: ITestDatabase;
  let dataSource: DataSource;
  let services: TServices;
  let app: FastifyInstance;
  let owner: string;
  let stranger: string;
  let manager: string;
  let order: Awaited<ReturnType<typeof seedOrder>>;
  let guestOrder: Awaited<ReturnType<typeof seedOrder>>;
  const guestCart = newCartSessionToken();

  const invoicePath = (number: string) => DOCUMENT_PATHS.invoice.replace(':number', number);
  const get = (url: string, cookies: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, cookies });

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrated: true });
    dataSource = await openDatabase(database.config);
    services = createServices({ dataSource, dataDir: database.config.dataDir });
    const customer = await seedCustomer(dataSource);
    const other = await seedCustomer(dataSource);
    const staff = await seedStaff(dataSource, { role: ROLE.MANAGER });
    owner = await services.sessions.create('customer', customer.id);
    stranger = await services.sessions.create('customer', other.id);
    manager = await services.sessions.create('staff', staff.id);
    order = await seedOrder(dataSource, { customerId: customer.id });
    guestOrder = await seedOrder(dataSource, {
      customerId: null,
      guestSessionHash: cartSessionHash(guestCart),
    });
    app = Fastify();
    await app.register(cookie);
    registerDocumentRoutes(app, services);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('answers an anonymous caller 401 and another customer 404', async () => {
    expect((await get(invoicePath(order.number))).statusCode).toBe(401);
    const other = await get(invoicePath(order.number), { [SESSION_COOKIE.customer]: stranger });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/json/);
  });

  it("gives the owner, the guest's cart session, the lookup email and staff the PDF", async () => {
    const mine = await get(invoicePath(order.number), { [SESSION_COOKIE.customer]: owner });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(
      /^attachment; filename="invoice-INV-\d{4}-000001\.pdf"$/,
    );
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staff = await get(invoicePath(order.number), { [SESSION_COOKIE.staff]: manager });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-disposition']).toBe(mine.headers['content-disposition']);
    const guest = await get(invoicePath(guestOrder.number), { [CART_COOKIE]: guestCart });
    expect(guest.statusCode).toBe(200);
    expect(
      (await get(invoicePath(guestOrder.number), { [CART_COOKIE]: newCartSessionToken() })).statusCode,
    ).toBe(404);
    const lookup = await get(
      `${invoicePath(guestOrder.number)}?email=${encodeURIComponent(guestOrder.email)}`,
    );
    expect(lookup.statusCode).toBe(200);
    expect((await get(`${invoicePath(guestOrder.number)}?email=someone%40example.com`)).statusCode).toBe(404);
  });

  it('keeps packing slips for staff: customers 401, a selection of orders in one PDF', async () => {
    const slips = `${DOCUMENT_PATHS.packingSlips}?ids=${order.id},${guestOrder.id}`;
    expect((await get(slips, { [SESSION_COOKIE.customer]: owner })).statusCode).toBe(401);
    const answer = await get(slips, { [SESSION_COOKIE.staff]: manager });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(
      (await get(`${DOCUMENT_PATHS.packingSlips}?ids=x`, { [SESSION_COOKIE.staff]: manager })).statusCode,
    ).toBe(422);
    const one = DOCUMENT_PATHS.packingSlip.replace(':number', order.number);
    expect((await get(one, { [SESSION_COOKIE.staff]: manager })).statusCode).toBe(200);
    expect((await get(one)).statusCode).toBe(401);
  });

  it('answers 404 for a credit note of a refund the order does not have', async () => {
    const url = DOCUMENT_PATHS.creditNote.replace(':number', order.number).replace(':refundId', '999999');
    expect((await get(url, { [SESSION_COOKIE.customer]: owner })).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });
});
