import { describe, expect, it } from 'vitest';
import { actionsFrom, nextState, type Lifecycle } from './lifecycle';
import { refusedMoves } from './lifecycle-moves.test-support';

type Door = 'shut' | 'open' | 'locked';
type Who = 'guest' | 'keeper';
const DOOR = {
  open: { from: ['shut'], to: 'open', by: 'guest' },
  shut: { from: ['open'], to: 'shut', by: 'guest' },
  lock: { from: ['shut'], to: 'locked', by: 'keeper' },
  unlock: { from: ['locked'], to: 'shut', by: 'keeper' },
} as const satisfies Lifecycle<string, Door, Who>;
type DoorAction = keyof typeof DOOR;

describe('a lifecycle table', () => {
  it.each([
    { state: 'shut', action: 'open', actor: 'guest', next: 'open' },
    { state: 'shut', action: 'lock', actor: 'keeper', next: 'locked' },
    { state: 'shut', action: 'lock', actor: 'guest', next: null },
    { state: 'open', action: 'lock', actor: 'keeper', next: null },
    { state: 'locked', action: 'open', actor: 'guest', next: null },
  ] as const)('$action by the $actor from $state → $next', ({ state, action, actor, next }) => {
    expect(nextState<DoorAction, Door, Who>(DOOR, state, action, actor)).toBe(next);
  });

  it.each([
    { state: 'shut', actor: 'guest', actions: ['open'] },
    { state: 'shut', actor: 'keeper', actions: ['lock'] },
    { state: 'locked', actor: 'guest', actions: [] },
  ] as const)('the $actor of a $state door may: $actions', ({ state, actor, actions }) => {
    expect(actionsFrom<DoorAction, Door, Who>(DOOR, state, actor)).toEqual(actions);
  });

  it('lists as refused every move the allowed list leaves out, and only those', () => {
    const refused = refusedMoves<DoorAction, Door, Who>(
      DOOR,
      ['shut', 'locked'],
      ['guest', 'keeper'],
      [
        ['shut', 'open', 'guest', 'open'],
        ['shut', 'lock', 'keeper', 'locked'],
        ['locked', 'unlock', 'keeper', 'shut'],
      ],
    );
    expect(refused).toHaveLength(2 * 4 * 2 - 3);
    expect(refused).not.toContainEqual(['shut', 'open', 'guest']);
    expect(refused).toContainEqual(['shut', 'open', 'keeper']);
    expect(refused).toContainEqual(['locked', 'shut', 'guest']);
  });
});
