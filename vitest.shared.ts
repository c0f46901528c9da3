/** Workspace packages are resolved to their TypeScript sources in tests (no library build first). */
export const sourceConditions = ['source', 'module', 'browser', 'development|production'];
export const nodeSourceConditions = ['source', 'module', 'node', 'development|production'];
