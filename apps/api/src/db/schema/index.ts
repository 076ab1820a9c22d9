export * from './account';
export * from './pages';
export * from './profiles';
export * from './addresses';
export * from './verification';
export * from './notifications';
export * from './search';
export * from './jobs';
