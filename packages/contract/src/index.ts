export * from './shared/errors';
export * from './account/auth.contract';
export * from './account/account-settings.contract';
export * from './system/system.contract';
export * from './pages/contact.contract';
export * from './shared/privacy';
export * from './profiles/profile.contract';
export * from './addresses/addresses.contract';
