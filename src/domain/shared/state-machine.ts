import { AppError } from '../../errors.ts';

/**
 * A state machine as data (docs/architecture.md, "State machines"): each state lists the states it may
 * move to. Every area with states writes its table once and checks every change against it here.
 */
export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

/** True when a record in `from` may move to `to`. */
export function canMove<S extends string>(table: Transitions<S>, from: S, to: S): boolean {
  return table[from].includes(to);
}

/** The states from which a record may move to `to`, for a guarded write (`where state in (...)`). */
export function statesLeadingTo<S extends string>(table: Transitions<S>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => canMove(table, from, to));
}

/** Throws 409 `invalid_state` unless a record in `from` may move to `to`; `what` names the record. */
export function assertMove<S extends string>(table: Transitions<S>, from: S, to: S, what: string): void {
  if (!canMove(table, from, to)) throw new AppError('invalid_state', `a ${from} ${what} cannot become ${to}`);
}
