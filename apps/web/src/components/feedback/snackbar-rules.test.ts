import { describe, expect, it } from 'vitest';
import {
  HIDDEN_SNACKBAR,
  SNACKBAR_DEFAULT_TIMEOUT_MS,
  clearSnackbar,
  showSnackbar,
  snackbarColor,
  snackbarIcon,
  type SnackbarStateArgument,
} from './snackbar-rules';

describe('snackbarColor', () => {
  it.each<{ state: SnackbarStateArgument; color: string }>([
    { state: true, color: 'primary' },
    { state: false, color: 'error' },
    { state: null, color: 'black' },
    { state: undefined, color: 'black' },
    { state: '', color: 'black' },
    { state: 'warning', color: 'warning' },
    { state: 'info', color: 'info' },
    { state: 'teal', color: 'teal' },
  ])('state $state gives the colour $color', ({ state, color }) => {
    expect(snackbarColor(state)).toBe(color);
  });
});

describe('snackbarIcon', () => {
  it.each([
    { color: 'success', icon: undefined, shown: 'success' },
    { color: 'warning', icon: undefined, shown: 'warning' },
    { color: 'error', icon: null, shown: 'error' },
    { color: 'info', icon: '', shown: 'info' },
    { color: 'primary', icon: undefined, shown: null },
    { color: 'black', icon: undefined, shown: null },
    { color: 'teal', icon: undefined, shown: null },
  ])('with no icon given, colour $color gets $shown', ({ color, icon, shown }) => {
    expect(snackbarIcon(color, icon)).toBe(shown);
  });

  it.each([
    { color: 'error', icon: 'lock' },
    { color: 'primary', icon: 'heart' },
  ])('a given icon wins: $icon on $color', ({ color, icon }) => {
    expect(snackbarIcon(color, icon)).toBe(icon);
  });
});

describe('showSnackbar', () => {
  it('sets it visible with the text, items, colour and icon', () => {
    expect(
      showSnackbar({ message: 'Some of the details need fixing.', items: ['Email', 'Phone'], state: false }),
    ).toEqual({
      visible: true,
      message: 'Some of the details need fixing.',
      items: ['Email', 'Phone'],
      timeoutMs: 4000,
      color: 'error',
      icon: 'error',
    });
  });

  it('without items, a state or an icon, shows a black message with no icon for 4000 ms', () => {
    expect(showSnackbar({ message: 'Saved draft.' })).toEqual({
      visible: true,
      message: 'Saved draft.',
      items: [],
      timeoutMs: 4000,
      color: 'black',
      icon: null,
    });
  });

  it.each([
    { state: true, icon: undefined, color: 'primary', shown: null },
    { state: 'success', icon: undefined, color: 'success', shown: 'success' },
    { state: 'success', icon: 'star', color: 'success', shown: 'star' },
  ])('state $state with icon $icon shows colour $color and icon $shown', ({ state, icon, color, shown }) => {
    expect(showSnackbar({ message: 'Done.', state, icon })).toMatchObject({ color, icon: shown });
  });

  it('keeps a timeout it is given', () => {
    expect(showSnackbar({ message: 'Copied.', timeoutMs: 1500 }).timeoutMs).toBe(1500);
  });
});

describe('clearSnackbar', () => {
  it('hides it, empties text, items, colour and icon, and resets the timer to 4000 ms', () => {
    expect(clearSnackbar()).toEqual({
      visible: false,
      message: '',
      items: [],
      timeoutMs: 4000,
      color: null,
      icon: null,
    });
    expect(clearSnackbar()).toEqual(HIDDEN_SNACKBAR);
  });

  it('gives a fresh state each time, so no caller can change another one', () => {
    expect(clearSnackbar()).not.toBe(clearSnackbar());
    expect(clearSnackbar().items).not.toBe(HIDDEN_SNACKBAR.items);
  });

  it('the default display time is 4000 ms', () => {
    expect(SNACKBAR_DEFAULT_TIMEOUT_MS).toBe(4000);
  });
});
