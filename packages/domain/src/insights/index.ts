export * from './counts.js';
