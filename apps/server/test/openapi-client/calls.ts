import createClient from 'openapi-fetch';
import type { paths } from './generated/schema.js';

/**
 * What a third party writes against the client it generated from /api/openapi.json. It is type-checked by the
 * contract test against the freshly generated `paths`, then run against the server.
 */
export async function legacyClientJourney(baseUrl: string, email: string, password: string) {
  let cookie = '';
  const api = createClient<paths>({
    baseUrl: `${baseUrl}/api`,
    fetch: async (request: Request) => {
      if (cookie) request.headers.set('Cookie', cookie);
      const response = await fetch(request);
      const session = response.headers.getSetCookie().find((c) => c.startsWith('shop_staff='));
      if (session) cookie = session.split(';')[0]!;
      return response;
    },
  });
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' } as const;

  const login = await api.POST('/admin/login', { params: { header: xhr }, body: { email, password } });
  const created = await api.POST('/room/create', {
    params: { header: xhr },
    body: { name: 'Client Room', slug: 'client-room', description: 'Made by a generated client' },
  });
  const id = created.data?.id ?? 0;
  const list = await api.GET('/room/get-list', { params: { query: { page: 1, search: 'client' } } });
  const detail = await api.GET('/room/detail/{id}', { params: { path: { id } } });
  const invalid = await api.POST('/room/create', {
    params: { header: xhr },
    body: { name: '', slug: 'Bad Slug' },
  });
  const removed = await api.POST('/room/delete/{id}', { params: { header: xhr, path: { id } } });
  const gone = await api.GET('/room/detail/{id}', { params: { path: { id } } });
  return {
    loggedInAs: login.data?.data.user.email,
    createdSlug: created.data?.slug,
    listed: list.data?.data.map((room) => room.slug),
    detailName: detail.data?.name,
    invalidFields: Object.keys(invalid.error?.errors ?? {}).sort(),
    invalidStatus: invalid.response.status,
    removed: removed.data?.success,
    goneStatus: gone.response.status,
  };
}
