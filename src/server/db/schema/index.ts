export * from './lookups.ts';
export * from './usuarios.ts';
export * from './sistema.ts';
