import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnackbarControls, SnackbarOptions } from './snackbar-context';
import { SnackbarProvider } from './snackbar-provider';
import { useSnackbar } from './use-snackbar';

let controls: SnackbarControls;

function Probe({ onRender }: { onRender: (current: SnackbarControls) => void }) {
  const current = useSnackbar();
  useEffect(() => onRender(current));
  return null;
}

function renderSnackbar() {
  render(
    <SnackbarProvider>
      <Probe
        onRender={(current) => {
          controls = current;
        }}
      />
    </SnackbarProvider>,
  );
}

function show(options: SnackbarOptions) {
  act(() => controls.show(options));
}

const card = () => screen.getByTestId('snackbar');

beforeEach(() => {
  vi.useFakeTimers();
  renderSnackbar();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('snackbar colour and icon (spec §4)', () => {
  it.each([
    [true, 'primary', null],
    [false, 'error', 'error'],
    [null, 'black', null],
    ['success', 'success', 'success'],
    ['warning', 'warning', 'warning'],
    ['info', 'info', 'info'],
    ['secondary', 'secondary', null],
  ] as const)('state %j shows colour %s with icon %s', (state, color, icon) => {
    show({ message: 'Saved.', state });
    expect(card().getAttribute('data-color')).toBe(color);
    const iconElement = card().querySelector('[data-icon]');
    expect(iconElement?.getAttribute('data-icon') ?? null).toBe(icon);
  });

  it('uses a given icon instead of the colour’s own', () => {
    show({ message: 'Heads up.', state: 'primary', icon: 'info' });
    expect(card().querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('info');
  });

  it('announces errors assertively and everything else politely', () => {
    show({ message: 'Something broke.', state: false });
    expect(screen.getByRole('alert').textContent).toContain('Something broke.');
    expect(screen.getByRole('status').textContent).toBe('');

    show({ message: 'All good.', state: true, list: ['One', 'Two'] });
    expect(screen.getByRole('status').textContent).toContain('All good.');
    expect(screen.getByRole('status').textContent).toContain('Two');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('snackbar timing and clearing', () => {
  it('hides after 4000 ms by default', () => {
    show({ message: 'Saved.' });
    act(() => vi.advanceTimersByTime(3999));
    expect(controls.snackbar.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(controls.snackbar.visible).toBe(false);
  });

  it('keeps a message for its own timer', () => {
    show({ message: 'Read this.', timer: 10_000 });
    act(() => vi.advanceTimersByTime(9000));
    expect(controls.snackbar.visible).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(controls.snackbar.visible).toBe(false);
  });

  it('clearing hides it and empties text, items, colour and icon, and resets the timer', () => {
    show({ message: 'Oops.', state: false, list: ['a'], timer: 9000 });
    act(() => controls.clear());
    expect(controls.snackbar).toEqual({
      visible: false,
      message: '',
      items: [],
      timeoutMs: 4000,
      color: null,
      icon: null,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes with its Close button and with Escape', () => {
    show({ message: 'One.' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(controls.snackbar.visible).toBe(false);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    show({ message: 'Two.' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(controls.snackbar.visible).toBe(false);
  });

  it('waits while the pointer is over it', () => {
    show({ message: 'Hold on.' });
    fireEvent.mouseEnter(card());
    act(() => vi.advanceTimersByTime(10_000));
    expect(controls.snackbar.visible).toBe(true);
    fireEvent.mouseLeave(card());
    act(() => vi.advanceTimersByTime(4000));
    expect(controls.snackbar.visible).toBe(false);
  });
});
