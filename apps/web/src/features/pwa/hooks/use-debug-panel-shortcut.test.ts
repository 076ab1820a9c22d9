import { expect, it } from 'vitest';
import { isDebugPanelShortcut } from './use-debug-panel-shortcut';

const keys = { ctrlKey: true, shiftKey: true, altKey: false, metaKey: false, code: 'KeyD', key: 'D' };

it('opens the debug panel with Ctrl+Shift+D only', () => {
  expect(isDebugPanelShortcut(keys)).toBe(true);
  expect(isDebugPanelShortcut({ ...keys, code: '', key: 'd' })).toBe(true);
  expect(isDebugPanelShortcut({ ...keys, shiftKey: false, key: 'd' })).toBe(false);
  expect(isDebugPanelShortcut({ ...keys, ctrlKey: false })).toBe(false);
  expect(isDebugPanelShortcut({ ...keys, altKey: true })).toBe(false);
  expect(isDebugPanelShortcut({ ...keys, code: 'KeyE', key: 'E' })).toBe(false);
});
