import { inflateSync } from 'node:zlib';
import { CHECKED_FILE_TYPES, DOCUMENT_FILE_NAME_MAX, DOCUMENT_MESSAGES } from '@alongside/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export type DocumentFileType = (typeof CHECKED_FILE_TYPES)[number];

/** A file that passed every check: the bytes to store (images saved again), its type and display name. */
export type CheckedDocumentFile = {
  bytes: Buffer;
  type: DocumentFileType;
  extension: 'pdf' | 'jpg' | 'png';
  /** The owner's name for it, cleaned, with the extension of its real type. */
  name: string;
};

/** Why a file was refused: one of DOCUMENT_MESSAGES, shown on the `file` field. */
export class DocumentFileRefused extends Error {
  override name = 'DocumentFileRefused';
}

const EXTENSIONS: Record<DocumentFileType, CheckedDocumentFile['extension']> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * Markup that a browser or a server would run or render if the file were ever served as something
 * else: a file carrying any of it is a polyglot, whatever its first bytes say (decision 017).
 */
const ACTIVE_MARKUP = ['<script', '<html', '<!doctype html', '<svg', '<?php', '<iframe', 'javascript:'];

/**
 * PDF names that run code, open other programs or carry other files (ISO 32000 §12.6.4, §7.11.4,
 * §12.7.8). An `/OpenAction` alone only opens a page; one that runs a script names `/JS` too.
 */
const PDF_ACTIVE_NAMES = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?![A-Za-z0-9])/;

/** Inflated PDF streams are scanned too, within this budget (a deflate bomb stops the check, refused). */
const INFLATE_BUDGET_BYTES = 64 * 1024 * 1024;

const IMAGE_PIXEL_LIMIT = 60_000_000;

/**
 * Checks an uploaded file (a document, a message's attachment) by its bytes, never its name, and returns what to store: PDF, JPEG
 * or PNG only; images must decode and are saved again upright without metadata; PDFs are kept as sent
 * but may not carry scripts, actions or embedded files; no file may carry HTML or script markup.
 * Throws `DocumentFileRefused` with the message for the person.
 */
export async function checkDocumentFile(originalName: string, bytes: Buffer): Promise<CheckedDocumentFile> {
  const baseName = cleanBaseName(originalName);
  if (baseName === null) throw new DocumentFileRefused(DOCUMENT_MESSAGES.fileNameInvalid);
  if (bytes.length === 0) throw new DocumentFileRefused(DOCUMENT_MESSAGES.fileEmpty);

  const detected = await fileTypeFromBuffer(bytes);
  const type = CHECKED_FILE_TYPES.find((allowed) => allowed === detected?.mime);
  if (!type) throw new DocumentFileRefused(DOCUMENT_MESSAGES.fileNotAllowed);
  if (hasActiveMarkup(bytes.toString('latin1')))
    throw new DocumentFileRefused(DOCUMENT_MESSAGES.fileActiveContent);

  const stored = type === 'application/pdf' ? checkPdf(bytes) : await reencodeImage(bytes, type);
  const extension = EXTENSIONS[type];
  return { bytes: stored, type, extension, name: `${baseName}.${extension}` };
}

/**
 * The name without its extension, cleaned for showing and for a Content-Disposition header; null when
 * the name is refused: empty, too long, a path (`/`, `\`, `..`) or control characters.
 */
export function cleanBaseName(name: string): string | null {
  if (name.trim().length === 0 || name.length > DOCUMENT_FILE_NAME_MAX) return null;
  if (name.includes('/') || name.includes('\\') || name.includes('..')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return null;
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pd} ._()'’,&+]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim();
  return stem.length > 0 ? stem : 'document';
}

function hasActiveMarkup(text: string): boolean {
  const lower = text.toLowerCase();
  return ACTIVE_MARKUP.some((marker) => lower.includes(marker));
}

function checkPdf(bytes: Buffer): Buffer {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF-') || !text.includes('%%EOF')) {
    throw new DocumentFileRefused(DOCUMENT_MESSAGES.fileUnreadable);
  }
  for (const part of [text, ...inflatedStreams(bytes, text)]) {
    // Names may spell letters as #xx escapes (`/J#53`); read them as the viewer would.
    const names = part.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (PDF_ACTIVE_NAMES.test(names) || hasActiveMarkup(names)) {
      throw new DocumentFileRefused(DOCUMENT_MESSAGES.fileActiveContent);
    }
  }
  return bytes;
}

/** The contents of the PDF's deflated streams (object streams can hide actions), as latin1 text. */
function inflatedStreams(bytes: Buffer, text: string): string[] {
  const parts: string[] = [];
  let budget = INFLATE_BUDGET_BYTES;
  const start = /stream\r?\n/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length;
    const end = text.indexOf('endstream', from);
    if (end < 0) break;
    start.lastIndex = end;
    const dictionary = text.slice(Math.max(0, match.index - 512), match.index);
    if (!dictionary.includes('/FlateDecode')) continue;
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(from, end), { maxOutputLength: budget });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new DocumentFileRefused(DOCUMENT_MESSAGES.fileUnreadable);
      }
      // A damaged stream is the viewer's problem; it cannot run what it cannot inflate.
      continue;
    }
    budget -= inflated.length;
    parts.push(inflated.toString('latin1'));
  }
  return parts;
}

async function reencodeImage(bytes: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT, failOn: 'error' }).rotate();
    // sharp writes no metadata unless asked: location and camera details go.
    const output =
      type === 'image/jpeg'
        ? image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
        : image.png({ compressionLevel: 9 });
    return await output.toBuffer();
  } catch {
    throw new DocumentFileRefused(DOCUMENT_MESSAGES.fileUnreadable);
  }
}
