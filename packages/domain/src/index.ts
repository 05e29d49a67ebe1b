export * from './account/schemas.js';
export * from './brand.js';
export * from './constants.js';
export * from './ids.js';
export * from './messages.js';
export * from './permissions/index.js';
export * from './settings/schemas.js';
export * from './entries/index.js';
