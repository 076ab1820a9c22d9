import type { Lifecycle } from './lifecycle';

/**
 * For a lifecycle's table tests: every (state, action, actor) that `allowed` does not list, so a
 * test can check that each one is refused and a move added to the table without a test fails.
 */
export function refusedMoves<Action extends string, State extends string, Actor extends string>(
  lifecycle: Lifecycle<Action, State, Actor>,
  states: readonly State[],
  actors: readonly Actor[],
  allowed: readonly (readonly [State, Action, Actor, State])[],
): [State, Action, Actor][] {
  const actions = Object.keys(lifecycle) as Action[];
  return states.flatMap((state) =>
    actions.flatMap((action) =>
      actors
        .filter((actor) => !allowed.some(([from, a, by]) => from === state && a === action && by === actor))
        .map((actor): [State, Action, Actor] => [state, action, actor]),
    ),
  );
}
