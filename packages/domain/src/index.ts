export * from './shared/text';
export * from './account/account.schemas';
export * from './account/account.rules';
