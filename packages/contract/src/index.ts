export * from './locales.ts';
export * from './limits.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './common.ts';
export * from './references.ts';
export * from './joboffers.ts';
