export * from './account';
export * from './pages';
