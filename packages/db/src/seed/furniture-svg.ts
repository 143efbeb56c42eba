/** Every furniture silhouette by family; see furniture-kit.ts for the drawing conventions. */
import type { TFamily } from './catalog-rooms.js';
import type { IDrawing } from './furniture-kit.js';
import { SEATING } from './furniture-seating.js';
import { TABLES_AND_STORAGE } from './furniture-storage.js';

export type { IDrawing, IPalette, TMaterialKind } from './furniture-kit.js';

/** Typed as a full record, so adding a family to TFamily without drawing it fails to compile. */
export const FURNITURE: Record<TFamily, IDrawing> = { ...SEATING, ...TABLES_AND_STORAGE };
