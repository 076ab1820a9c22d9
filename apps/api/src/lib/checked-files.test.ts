import { DOCUMENT_MESSAGES } from '@alongside/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maliciousUploads, sampleJpeg, samplePdf, samplePng } from '../test/malicious-uploads';
import { checkDocumentFile, cleanBaseName, DocumentFileRefused } from './checked-files';

describe('checkDocumentFile', () => {
  it('keeps a plain PDF exactly as sent, named with its real extension', async () => {
    const pdf = samplePdf();
    const checked = await checkDocumentFile('Police check.PDF', pdf);
    expect(checked).toMatchObject({ type: 'application/pdf', extension: 'pdf', name: 'Police check.pdf' });
    expect(checked.bytes.equals(pdf)).toBe(true);
  });

  it('saves a JPEG again without its metadata, at its own size', async () => {
    const jpeg = await sampleJpeg(64, 48);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const checked = await checkDocumentFile('licence.jpeg', jpeg);
    expect(checked).toMatchObject({ type: 'image/jpeg', extension: 'jpg', name: 'licence.jpg' });
    const metadata = await sharp(checked.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([64, 48]);
  });

  it('reads the type from the bytes: a PNG named .pdf is stored as a PNG', async () => {
    const checked = await checkDocumentFile('scan.pdf', await samplePng());
    expect(checked).toMatchObject({ type: 'image/png', extension: 'png', name: 'scan.png' });
  });

  it.each([
    {
      name: 'a PDF with a harmless open action',
      bytes: () =>
        Buffer.from(
          samplePdf().toString('latin1').replace('/Pages 2 0 R', '/Pages 2 0 R /OpenAction [3 0 R /Fit]'),
          'latin1',
        ),
    },
  ])('accepts $name', async ({ bytes }) => {
    await expect(checkDocumentFile('ok.pdf', bytes())).resolves.toMatchObject({ type: 'application/pdf' });
  });

  it('refuses every file of the malicious corpus with the message for it', async () => {
    const corpus = (await maliciousUploads()).filter(
      (upload) => upload.message !== DOCUMENT_MESSAGES.fileTooLarge,
    );
    expect(corpus.length).toBeGreaterThanOrEqual(12);
    for (const upload of corpus) {
      const outcome = await checkDocumentFile(upload.name, upload.bytes).then(
        () => 'accepted',
        (error: unknown) => (error instanceof DocumentFileRefused ? error.message : String(error)),
      );
      expect({ label: upload.label, outcome }).toEqual({ label: upload.label, outcome: upload.message });
    }
  });
});

describe('cleanBaseName', () => {
  it.each([
    { name: 'licence.pdf', clean: 'licence' },
    { name: 'My "card" <2026>.png', clean: 'My _card_ _2026_' },
    { name: 'Führerschein  scan.jpg', clean: 'Führerschein scan' },
    { name: 'Mia’s card – 2026, front & back.png', clean: 'Mia’s card – 2026, front & back' },
    { name: 'a;b=c*d?.pdf', clean: 'a_b_c_d_' },
    { name: '.pdf', clean: '.pdf' },
    { name: 'no-extension', clean: 'no-extension' },
    { name: '   ', clean: null },
    { name: '', clean: null },
    { name: 'a/b.pdf', clean: null },
    { name: 'a\\b.pdf', clean: null },
    { name: '..pdf', clean: null },
    { name: 'tab\there.pdf', clean: null },
    { name: 'bell\u0007.pdf', clean: null },
    { name: `${'x'.repeat(121)}`, clean: null },
    { name: `${'x'.repeat(116)}.pdf`, clean: 'x'.repeat(116) },
  ])('"$name" → $clean', ({ name, clean }) => {
    expect(cleanBaseName(name)).toBe(clean);
  });
});
