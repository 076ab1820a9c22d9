import type { FastifyReply } from 'fastify';

/**
 * Sends a private file (a document, a message's attachment) to the one allowed to see it: its real
 * type (checked from its bytes at upload), never sniffed, never cached by a shared cache, running
 * nothing and loading nothing, framed only by our own pages.
 */
export function sendPrivateFile(reply: FastifyReply, file: { bytes: Buffer; type: string; name: string }) {
  return reply
    .type(file.type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'self'")
    .header('cache-control', 'private, no-store')
    .header('content-disposition', inlineDisposition(file.name))
    .send(file.bytes);
}

/** `inline` with an ASCII name for old clients and the UTF-8 name (RFC 6266, RFC 8187). */
function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
