import { RoomView, testDialects } from '@shop/db';
import { addDays, utcDay } from '@shop/domain';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';

describe.each(testDialects())('room type chart on %s', (dialect) => {
  let h: IHarness;
  let manager: Awaited<ReturnType<IHarness['loggedIn']>>;
  let sofas: number;
  let beds: number;
  let lamps: number;
  const today = utcDay(Date.now());

  beforeAll(async () => {
    h = await createHarness(dialect);
    manager = await h.loggedIn('manager');
    const staff = h.caller(manager);
    const room = await staff.room.create({ name: 'Living', slug: 'living', description: '', image: null });
    const make = async (name: string) =>
      (
        await staff.roomType.create({
          roomId: room.id,
          name,
          slug: name.toLowerCase(),
          description: '',
          image: null,
        })
      ).id;
    sofas = await make('Sofas');
    beds = await make('Beds');
    lamps = await make('Lamps');
    const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
    await h.dataSource.getRepository(RoomView).insert([
      // Two views on the first and the last second of 2026-03-01, one the day before the range.
      { roomTypeId: sofas, createdAt: at('2026-03-01', '00:00:00') },
      { roomTypeId: sofas, createdAt: at('2026-03-01', '23:59:59') },
      { roomTypeId: sofas, createdAt: at('2026-02-28', '23:59:59') },
      { roomTypeId: beds, createdAt: at('2026-03-03', '12:00:00') },
      { roomTypeId: beds, createdAt: at('2026-03-04', '00:00:00') },
      // Today and 29 days ago fall into the default window, 30 days ago does not.
      { roomTypeId: lamps, createdAt: new Date() },
      { roomTypeId: lamps, createdAt: at(addDays(today, -29), '00:00:01') },
      { roomTypeId: lamps, createdAt: at(addDays(today, -30), '23:59:59') },
    ]);
  });
  afterAll(() => h?.close());

  it('counts views per room type per day, every type included, most viewed first', async () => {
    const chart = await h.caller(manager).roomType.chartData({ from: '2026-03-01', to: '2026-03-03' });
    expect(chart.from).toBe('2026-03-01');
    expect(chart.to).toBe('2026-03-03');
    expect(chart.days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(chart.series).toEqual([
      {
        roomTypeId: sofas,
        name: 'Sofas',
        roomId: expect.any(Number),
        roomName: 'Living',
        total: 2,
        counts: [2, 0, 0],
      },
      {
        roomTypeId: beds,
        name: 'Beds',
        roomId: expect.any(Number),
        roomName: 'Living',
        total: 1,
        counts: [0, 0, 1],
      },
      {
        roomTypeId: lamps,
        name: 'Lamps',
        roomId: expect.any(Number),
        roomName: 'Living',
        total: 0,
        counts: [0, 0, 0],
      },
    ]);
  });

  it('defaults to the last 30 days ending today', async () => {
    for (const input of [undefined, {}]) {
      const chart = await h.caller(manager).roomType.chartData(input);
      expect(chart).toMatchObject({ from: addDays(today, -29), to: today });
      expect(chart.days).toHaveLength(30);
      const lampSeries = chart.series.find((s) => s.roomTypeId === lamps)!;
      expect(lampSeries.total).toBe(2);
      expect(lampSeries.counts[0]).toBe(1);
      expect(lampSeries.counts[29]).toBe(1);
    }
  });

  it('takes 30 days from a lone bound and ISO date-times as their UTC day', async () => {
    const fromOnly = await h.caller(manager).roomType.chartData({ from: '2026-03-01' });
    expect(fromOnly).toMatchObject({ from: '2026-03-01', to: '2026-03-30' });
    const toOnly = await h.caller(manager).roomType.chartData({ to: '2026-03-30T10:00:00.000Z' });
    expect(toOnly).toMatchObject({ from: '2026-03-01', to: '2026-03-30' });
    expect(toOnly.series.find((s) => s.roomTypeId === beds)!.total).toBe(2);
  });

  it('refuses a reversed range, one over 366 days and a date that does not exist', async () => {
    const fail = (input: { from?: string; to?: string }) =>
      h
        .caller(manager)
        .roomType.chartData(input)
        .catch((e: unknown) => {
          expect(e).toBeInstanceOf(TRPCError);
          return fieldErrorsOf(e as TRPCError);
        });
    expect(await fail({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: ['The end date must be on or after the start date.'],
    });
    expect(await fail({ from: '2025-01-01', to: '2026-01-02' })).toEqual({
      to: ['Choose a range of at most 366 days.'],
    });
    expect(await fail({ from: '2026-02-30' })).toEqual({ from: ['Enter a date as YYYY-MM-DD.'] });
    expect(await fail({ to: 'yesterday' })).toEqual({ to: ['Enter a date as YYYY-MM-DD.'] });
    const year = await h.caller(manager).roomType.chartData({ from: '2025-01-01', to: '2026-01-01' });
    expect(year.days).toHaveLength(366);
  });
});
