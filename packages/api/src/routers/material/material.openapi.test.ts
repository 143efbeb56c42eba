import { describe, expect, it } from 'vitest';
import { createOpenApiDocument } from '../../openapi.js';

interface IOperation {
  parameters?: { name: string; in: string; schema?: { enum?: string[]; default?: unknown } }[];
  responses: Record<string, unknown>;
}

describe('OpenAPI document for material types and materials', () => {
  const paths = createOpenApiDocument('http://shop.test/api').paths as Record<
    string,
    Record<string, IOperation>
  >;

  it('lists every SPEC call at its method and path', () => {
    const calls = Object.entries(paths)
      .filter(([path]) => path.startsWith('/material/'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(calls).toEqual([
      'GET /material/type/detail/{id}',
      'GET /material/type/get-list',
      'POST /material/create',
      'POST /material/delete/{id}',
      'POST /material/detail/{id}',
      'POST /material/get-list',
      'POST /material/get-list-with-type',
      'POST /material/type/check-slug',
      'POST /material/type/create',
      'POST /material/type/delete/{id}',
      'POST /material/type/get-list-without-paginate',
      'POST /material/type/update/{id}',
      'POST /material/update/{id}',
    ]);
  });

  it('shows the sorts of the GET list with their default, and the 409 of each refused delete', () => {
    const sort = paths['/material/type/get-list']!.get!.parameters!.find((p) => p.name === 'sort');
    expect(sort).toMatchObject({
      in: 'query',
      schema: { default: 'id', enum: expect.arrayContaining(['-name']) },
    });
    expect(Object.keys(paths['/material/type/delete/{id}']!.post!.responses)).toContain('409');
    expect(Object.keys(paths['/material/delete/{id}']!.post!.responses)).toContain('409');
  });
});
