export * from './common.js';
export * from './auth.js';
export * from './system.js';
export * from './directory.js';
export * from './registration.js';
export * from './text.js';
export * from './messages.js';
