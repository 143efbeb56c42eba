import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { idParams, idParamsOf } from '#/admin-kit/id-params';
import { loadOr404 } from './load-or-404';

const failing = (httpStatus: number) => () => Promise.reject({ message: 'no', data: { httpStatus } });

describe('loadOr404', () => {
  it('passes the record through', async () => {
    await expect(loadOr404(() => Promise.resolve({ id: 3 }))).resolves.toEqual({ id: 3 });
  });

  it('turns a missing record or a refused address into the not-found page', async () => {
    for (const status of [404, 400, 422]) {
      const err: unknown = await loadOr404(failing(status)).catch((e: unknown) => e);
      expect(isNotFound(err), `status ${status}`).toBe(true);
    }
  });

  it('leaves other failures to the error view', async () => {
    const err: unknown = await loadOr404(failing(500)).catch((e: unknown) => e);
    expect(isNotFound(err)).toBe(false);
    expect(err).toMatchObject({ data: { httpStatus: 500 } });
  });
});

describe('id path parameters', () => {
  it('arrive as numbers and leave as strings', () => {
    expect(idParamsOf('roomId', 'typeId').parse({ roomId: '4', typeId: '12' })).toEqual({
      roomId: 4,
      typeId: 12,
    });
    expect(idParams.stringify({ id: 9 })).toEqual({ id: '9' });
  });

  it('make an address whose id is not one the not-found page', () => {
    for (const bad of ['0', 'abc', '1.5', '99999999999999999999']) {
      let thrown: unknown;
      try {
        idParams.parse({ id: bad });
      } catch (err) {
        thrown = err;
      }
      expect(isNotFound(thrown), bad).toBe(true);
    }
  });
});
