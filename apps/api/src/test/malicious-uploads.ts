import { crc32, deflateSync } from 'node:zlib';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@alongside/contract';
import sharp from 'sharp';

/** A file as a browser sends it in a multipart upload. */
export type UploadFile = { name: string; type: string; bytes: Buffer };

/** One hostile upload, the message the person sees on the `file` field, and why it is refused. */
export type MaliciousUpload = UploadFile & { label: string; message: string };

/** A small well-formed PDF with one blank page; `extra` objects go before the trailer. */
export function pdfWith(extra = '', catalog = ''): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      `1 0 obj <</Type /Catalog /Pages 2 0 R ${catalog}>> endobj`,
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
      extra,
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

export const samplePdf = (): Buffer => pdfWith();

export function samplePng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export function sampleJpeg(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Somebody', ImageDescription: 'home address' } })
    .toBuffer();
}

/** A PNG chunk (length, type, data, CRC) as the PNG specification lays it out. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with a text chunk inserted after its header chunk. */
async function pngWithText(keyword: string, text: string): Promise<Buffer> {
  const png = await samplePng();
  const headerEnd = 8 + 25; // signature, then IHDR (4 + 4 + 13 + 4)
  const chunk = pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, headerEnd), chunk, png.subarray(headerEnd)]);
}

/** A PDF whose catalog action hides in a deflated object stream, as PDF 1.5 writers compress objects. */
function pdfWithCompressedScript(): Buffer {
  const hidden = deflateSync(Buffer.from('<</Type /Action /S /JavaScript /JS (app.alert(1))>>', 'latin1'));
  const head = Buffer.from(
    [
      '%PDF-1.5',
      '1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction 4 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
      `5 0 obj <</Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length}>>`,
      'stream',
      '',
    ].join('\n'),
    'latin1',
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, hidden, tail]);
}

/**
 * At least a dozen hostile uploads (issue #5 "Bad input"): disguised types, active content, polyglots,
 * broken and oversize files, and names with paths. Every one must be refused with a 422 on `file` and
 * leave no row and no file behind.
 */
export async function maliciousUploads(): Promise<MaliciousUpload[]> {
  const M = DOCUMENT_MESSAGES;
  const png = await samplePng();
  const jpeg = await sampleJpeg();
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
  const zip = Buffer.concat([
    Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0000\u0000', 'latin1'),
    Buffer.alloc(20),
    Buffer.from('invoice.exe', 'latin1'),
    Buffer.alloc(40),
  ]);
  const oversize = Buffer.concat([
    samplePdf(),
    Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - samplePdf().length, 0x20),
  ]);

  return [
    {
      label: 'a Windows program renamed .pdf',
      name: 'licence.pdf',
      type: 'application/pdf',
      bytes: exe,
      message: M.fileNotAllowed,
    },
    {
      label: 'a Linux program renamed .pdf',
      name: 'police-check.pdf',
      type: 'application/pdf',
      bytes: elf,
      message: M.fileNotAllowed,
    },
    {
      label: 'an HTML page renamed .pdf',
      name: 'certificate.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/profile")</script></body></html>'),
      message: M.fileNotAllowed,
    },
    {
      label: 'an SVG with a script',
      name: 'card.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      ),
      message: M.fileNotAllowed,
    },
    {
      label: 'an SVG renamed .png',
      name: 'card.png',
      type: 'image/png',
      bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      message: M.fileNotAllowed,
    },
    {
      label: 'a PDF that is also an HTML page',
      name: 'polyglot.pdf',
      type: 'application/pdf',
      bytes: pdfWith('% <html><body><script>alert(1)</script></body></html>'),
      message: M.fileActiveContent,
    },
    {
      label: 'a JPEG with a script appended',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
      message: M.fileActiveContent,
    },
    {
      label: 'a PNG with PHP in a text chunk',
      name: 'scan.png',
      type: 'image/png',
      bytes: await pngWithText('Comment', '<?php system($_GET["c"]); ?>'),
      message: M.fileActiveContent,
    },
    {
      label: 'a PDF that runs JavaScript when opened',
      name: 'first-aid.pdf',
      type: 'application/pdf',
      bytes: pdfWith(
        '4 0 obj <</Type /Action /S /JavaScript /JS (app.alert(1))>> endobj',
        '/OpenAction 4 0 R',
      ),
      message: M.fileActiveContent,
    },
    {
      label: 'a PDF whose JavaScript name is spelled with #xx escapes',
      name: 'insurance.pdf',
      type: 'application/pdf',
      bytes: pdfWith('4 0 obj <</S /J#61vaScript /J#53 (app.alert(1))>> endobj', '/OpenAction 4 0 R'),
      message: M.fileActiveContent,
    },
    {
      label: 'a PDF with a script inside a compressed object stream',
      name: 'wwc.pdf',
      type: 'application/pdf',
      bytes: pdfWithCompressedScript(),
      message: M.fileActiveContent,
    },
    {
      label: 'a PDF that launches a program',
      name: 'insurance.pdf',
      type: 'application/pdf',
      bytes: pdfWith('4 0 obj <</S /Launch /F (cmd.exe)>> endobj', '/OpenAction 4 0 R'),
      message: M.fileActiveContent,
    },
    {
      label: 'a PDF carrying an embedded file',
      name: 'ndis.pdf',
      type: 'application/pdf',
      bytes: pdfWith('4 0 obj <</Type /EmbeddedFile /Length 3>> stream\nabc\nendstream endobj'),
      message: M.fileActiveContent,
    },
    {
      label: 'a PDF without its end-of-file marker',
      name: 'cut.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n', 'latin1'),
      message: M.fileUnreadable,
    },
    {
      label: 'a ZIP archive renamed .pdf',
      name: 'documents.pdf',
      type: 'application/pdf',
      bytes: zip,
      message: M.fileNotAllowed,
    },
    {
      label: 'a GIF renamed .png',
      name: 'animation.png',
      type: 'image/png',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .gif()
        .toBuffer(),
      message: M.fileNotAllowed,
    },
    {
      label: 'a WebP image',
      name: 'photo.webp',
      type: 'image/webp',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .webp()
        .toBuffer(),
      message: M.fileNotAllowed,
    },
    {
      label: 'a truncated PNG',
      name: 'half.png',
      type: 'image/png',
      bytes: png.subarray(0, Math.floor(png.length / 2)),
      message: M.fileUnreadable,
    },
    {
      label: 'an empty file',
      name: 'empty.pdf',
      type: 'application/pdf',
      bytes: Buffer.alloc(0),
      message: M.fileEmpty,
    },
    {
      label: 'a file over 10 MB',
      name: 'huge.pdf',
      type: 'application/pdf',
      bytes: oversize,
      message: M.fileTooLarge,
    },
    {
      label: 'a name with a path',
      name: '../../etc/passwd.pdf',
      type: 'application/pdf',
      bytes: samplePdf(),
      message: M.fileNameInvalid,
    },
    {
      label: 'a name with a Windows path',
      name: '..\\..\\boot.ini.pdf',
      type: 'application/pdf',
      bytes: samplePdf(),
      message: M.fileNameInvalid,
    },
    {
      label: 'a name with a NUL byte',
      name: 'licence.pdf\u0000.exe',
      type: 'application/pdf',
      bytes: samplePdf(),
      message: M.fileNameInvalid,
    },
    {
      label: 'a name over 120 characters',
      name: `${'a'.repeat(130)}.pdf`,
      type: 'application/pdf',
      bytes: samplePdf(),
      message: M.fileNameInvalid,
    },
  ];
}

/** A multipart/form-data body as a browser's FormData sends it: text fields, then at most one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; bytes: Buffer },
) {
  const boundary = '----alongside-test-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        'utf8',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Good fields for each of a worker's six required documents (decision 017), on or after 10 March 2026. */
export const WORKER_REQUIRED_FIELDS: Record<string, string>[] = [
  { document_type: 'id_documents', document_number: 'DL1234567', expires_on: '2030-01-01' },
  { document_type: 'police_checks', document_number: 'NPC-123456', issued_on: '2026-01-15' },
  { document_type: 'abn', abn: '51 824 753 556' },
  { document_type: 'wwc', issuing_state: 'NSW', document_number: 'WWC0012345E', expires_on: '2030-06-30' },
  { document_type: 'first_aid', issued_on: '2025-11-01', expires_on: '2028-11-01' },
  { document_type: 'public_liability', document_number: 'PL-778899', expires_on: '2026-12-31' },
];
