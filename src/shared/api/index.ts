export * from './envelope.ts';
export * from './endpoints.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './legacy.ts';
export * from './documents.ts';
