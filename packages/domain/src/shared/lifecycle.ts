/**
 * A record's lifecycle as data (STYLE.md "Lifecycles as data"): for each action, the states it may
 * start from, the state it leads to and who may take it. The service checks the table before it
 * writes, and the web reads the same table to decide which buttons to show.
 */
export interface Transition<State extends string, Actor extends string> {
  from: readonly State[];
  to: State;
  by: Actor;
}

export type Lifecycle<Action extends string, State extends string, Actor extends string> = Readonly<
  Record<Action, Transition<State, Actor>>
>;

/** The state `action` leads to when `actor` takes it from `state`, or null when the table forbids it. */
export function nextState<Action extends string, State extends string, Actor extends string>(
  lifecycle: Lifecycle<Action, State, Actor>,
  state: State,
  action: Action,
  actor: Actor,
): State | null {
  const transition = lifecycle[action];
  return transition.by === actor && transition.from.includes(state) ? transition.to : null;
}

/** The actions `actor` may take from `state`, in the table's order (the order buttons are shown in). */
export function actionsFrom<Action extends string, State extends string, Actor extends string>(
  lifecycle: Lifecycle<Action, State, Actor>,
  state: State,
  actor: Actor,
): Action[] {
  return (Object.keys(lifecycle) as Action[]).filter(
    (action) => nextState(lifecycle, state, action, actor) !== null,
  );
}
