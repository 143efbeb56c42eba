import * as all from './all.js';

export * from './all.js';

/** The data source's entity list: whatever all.ts exports, so that adding an entity there is the whole step. */
export const ENTITIES = Object.values(all);
