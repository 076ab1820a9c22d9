// The schema of the socket's server events, which `socket.ts` loads with the first event: the chat's
// schemas are built only once an event comes (docs/decisions/011-first-page-performance.md).
export { ServerEventSchema } from '@alongside/contract';
