import { describe, expect, it } from 'vitest';
import { isRowId } from './ids';

describe('isRowId', () => {
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['0F8FAD5B-D9CB-469F-A165-70867728950E', true],
    ['0f8fad5b-d9cb-469f-a165-70867728950', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950e0', false],
    ['0f8fad5bd9cb469fa16570867728950e', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950g', false],
    [' 0f8fad5b-d9cb-469f-a165-70867728950e', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950e\n', false],
    ['0f8fad5b-d9cb-469f-a165-7086772\u00009500', false],
    ['', false],
    ['not-a-session-id', false],
  ])('%j is a row id: %s', (value, expected) => {
    expect(isRowId(value)).toBe(expected);
  });
});
