import {
  ZCheckSlugInput,
  ZCheckSlugOutput,
  ZIdInput,
  ZRoom,
  ZRoomForm,
  ZRoomList,
  ZRoomListInput,
  ZRoomUpdateInput,
  ZSuccess,
} from '@shop/domain';
import type { OpenApiMeta } from 'trpc-to-openapi';

/** The spec's room calls (SPEC section 7), at their exact methods and paths under /api. */
const meta = (method: 'GET' | 'POST', path: `/${string}`, summary: string, protect = true): OpenApiMeta => ({
  openapi: { method, path, tags: ['room'], summary, protect },
});

export const roomMeta = {
  getList: meta('GET', '/room/get-list', 'Rooms, 15 a page, with search and sort', false),
  customerList: meta('POST', '/room/get-list-customer-room', 'Rooms for the storefront', false),
  detail: meta('GET', '/room/detail/{id}', 'One room', false),
  create: meta('POST', '/room/create', 'Create a room (staff)'),
  update: meta('POST', '/room/update/{id}', 'Update a room (staff)'),
  checkSlug: meta('POST', '/room/check-slug', 'Whether a room slug is free', false),
  delete: meta('POST', '/room/delete/{id}', 'Delete a room without room types (staff)'),
};

export {
  ZCheckSlugInput,
  ZCheckSlugOutput,
  ZIdInput as ZRoomIdInput,
  ZRoom,
  ZRoomForm as ZRoomCreateInput,
  ZRoomList,
  ZRoomListInput,
  ZRoomUpdateInput,
  ZSuccess,
};
