/**
 * The schemas the session read and the sign-in form need, in a file of their own that they import
 * lazily. A lazy import of the contract's index would make the bundler keep every schema of the
 * contract in one chunk, which each page would then run before it can draw (decision 011); naming
 * the two here keeps only the sign-in schemas in that chunk.
 */
export { LoginBodySchema, SessionResponseSchema } from '@alongside/contract';
