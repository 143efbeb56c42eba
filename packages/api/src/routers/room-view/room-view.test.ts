import { RoomView, testDialects } from '@shop/db';
import { seedRoomType } from '@shop/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1';

describe.each(testDialects())('room views on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  const visitor = (ip: string, userAgent: string) => h.caller({ ...memoryHttp(ip), userAgent });
  const viewsOf = (roomTypeId: number) => h.dataSource.getRepository(RoomView).countBy({ roomTypeId });

  it('counts a visitor once per room type however often the page reloads', async () => {
    const { id } = await seedRoomType(h.dataSource);
    const other = await seedRoomType(h.dataSource);
    const me = visitor('10.40.0.1', FIREFOX);
    for (let n = 0; n < 3; n++) expect(await me.roomView.record({ roomTypeId: id })).toBeNull();
    await me.roomView.record({ roomTypeId: other.id });
    await visitor('10.40.0.1', SAFARI).roomView.record({ roomTypeId: id });
    await visitor('10.40.0.2', FIREFOX).roomView.record({ roomTypeId: id });
    expect(await viewsOf(id)).toBe(3);
    expect(await viewsOf(other.id)).toBe(1);
    const chart = await h.caller(await h.loggedIn('manager')).roomType.chartData({});
    expect(chart.series.find((s) => s.roomTypeId === id)?.total).toBe(3);
  });

  it('counts the same visitor again after an hour', async () => {
    const { id } = await seedRoomType(h.dataSource);
    const viewer = { ip: '10.40.1.1', userAgent: FIREFOX };
    // Mid-morning of a fixed day: the visitor key's salt changes at midnight UTC (visitorKey), so a start after
    // 23:00 would see the visit 59 minutes later as another visitor's (this failed every night from 23:01).
    const start = new Date('2026-03-10T10:00:00.000Z');
    expect(await h.services.roomView.record({ roomTypeId: id }, viewer, start)).toBe(true);
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    expect(await h.services.roomView.record({ roomTypeId: id }, viewer, later(59))).toBe(false);
    expect(await h.services.roomView.record({ roomTypeId: id }, viewer, later(61))).toBe(true);
    expect(await viewsOf(id)).toBe(2);
  });

  it('does not count bots or clients without a user agent', async () => {
    const { id } = await seedRoomType(h.dataSource);
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'curl/8.5.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0 Safari/537.36',
      '',
    ])
      await visitor('10.40.2.1', agent).roomView.record({ roomTypeId: id });
    await h.caller(memoryHttp('10.40.2.2')).roomView.record({ roomTypeId: id });
    expect(await viewsOf(id)).toBe(0);
  });

  it('answers 404 for an unknown room type and 422 for a bad id', async () => {
    const me = visitor('10.40.3.1', FIREFOX);
    await expect(me.roomView.record({ roomTypeId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(me.roomView.record({ roomTypeId: 'abc' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
