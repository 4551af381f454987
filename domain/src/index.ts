export * from './choices.js';
export * from './messages.js';
export * from './helpers.js';
export * from './schemas.js';
export * from './job.js';
export * from './phone.js';
export * from './personal-data.js';
export * from './pipeline.js';
