import path from 'node:path';
import type { DataSource } from 'typeorm';
import { CustomerAuthService } from './auth/customer-auth.service.js';
import { SessionService } from './auth/session.service.js';
import { StaffAuthService } from './auth/staff-auth.service.js';
import { RoomService } from './catalog/room.service.js';
import { ImageService } from './images/image.service.js';
import { SiteService } from './site/site.service.js';
import { LocalDiskStorage } from './storage/local-disk.storage.js';
import type { IStorage } from './storage/storage.js';

export * from './errors.js';
export * from './auth/password.js';
export * from './auth/session.service.js';
export * from './auth/staff-auth.service.js';
export * from './auth/customer-auth.service.js';
export * from './catalog/room.service.js';
export * from './images/image.service.js';
export * from './site/site.service.js';
export * from './storage/storage.js';
export * from './storage/local-disk.storage.js';

export interface IServiceDeps {
  dataSource: DataSource;
  /** DATA_DIR: uploads and the image cache live below it unless a storage provider is given. */
  dataDir: string;
  storage?: IStorage;
}

/** Every use case, wired once per process and shared by all requests. */
export function createServices({ dataSource, dataDir, storage }: IServiceDeps) {
  const sessions = new SessionService(dataSource);
  const store = storage ?? new LocalDiskStorage(path.join(dataDir, 'uploads'));
  return {
    dataSource,
    storage: store,
    sessions,
    staffAuth: new StaffAuthService(dataSource, sessions),
    customerAuth: new CustomerAuthService(dataSource, sessions),
    rooms: new RoomService(dataSource),
    images: new ImageService(store, path.join(dataDir, 'image-cache')),
    site: new SiteService(dataSource),
  };
}

export type TServices = ReturnType<typeof createServices>;
export * from './common/paged-query.js';
