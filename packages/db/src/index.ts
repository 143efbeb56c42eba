export * from './entities/index.js';
export * from './data-source.js';
export * from './test-database.js';
export * from './database-state.js';
