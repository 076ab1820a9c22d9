import { describe, expect, it } from 'vitest';
import { workingWithChildrenLabel } from './working-with-children';

describe('workingWithChildrenLabel', () => {
  it.each([
    { state: 'QLD', label: 'Blue Card' },
    { state: 'TAS', label: 'Working with Vulnerable Persons' },
    { state: 'ACT', label: 'Working with Vulnerable Persons' },
    { state: 'NSW', label: 'Working With Children' },
    { state: 'VIC', label: 'Working With Children' },
    { state: 'WA', label: 'Working With Children' },
    { state: 'SA', label: 'Working With Children' },
    { state: 'NT', label: 'Working With Children' },
  ])('in $state the check is called "$label"', ({ state, label }) => {
    expect(workingWithChildrenLabel(state)).toBe(label);
  });

  it.each([
    { state: 'qld', label: 'Blue Card' },
    { state: ' act ', label: 'Working with Vulnerable Persons' },
  ])('reads the short name $state regardless of case and spaces', ({ state, label }) => {
    expect(workingWithChildrenLabel(state)).toBe(label);
  });

  it.each([null, undefined, '', 'Queensland', 'NZ'])(
    'without a known short name (%j) it is "Working With Children"',
    (state) => {
      expect(workingWithChildrenLabel(state)).toBe('Working With Children');
    },
  );
});
