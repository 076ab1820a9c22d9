/**
 * The schema the session check needs, in a file of its own that it imports lazily: every signed-in
 * page runs it before it draws, so it holds the signed-in person's shape alone (the contract's
 * `user.contract`), not the sign-in form's rules (decision 011).
 */
export { SessionResponseSchema } from '@alongside/contract';
