export * from './common.js';
export * from './auth.js';
export * from './system.js';
export * from './directory.js';
