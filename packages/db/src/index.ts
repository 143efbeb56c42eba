export * from './entities/index.js';
export * from './data-source.js';
