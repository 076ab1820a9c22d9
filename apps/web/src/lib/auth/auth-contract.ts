/**
 * The schema the sign-in form needs, in a file of its own that it imports lazily. A lazy import of
 * the contract's index would make the bundler keep every schema of the contract in one chunk, which
 * each page would then run before it can draw (decision 011); naming it here keeps only the sign-in
 * schemas in that chunk.
 */
export { LoginBodySchema } from '@alongside/contract';
