import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type TaxInvoice, renderTaxInvoicePdf, taxInvoiceLines } from './tax-invoice';

// 51 824 753 556 is the ATO's own example of a valid ABN.
const INVOICE: TaxInvoice = {
  number: 'INV-000123',
  issuedAt: new Date('2026-11-26T23:30:00Z'),
  seller: {
    name: 'Alongside Pty Ltd',
    abn: '51824753556',
    address: '1 Example Street, Sydney NSW 2000',
    email: 'billing@alongside.example',
  },
  buyer: { name: 'Sam Worker', email: 'sam@example.com' },
  plan: { name: 'Monthly' },
  periodStart: new Date('2026-11-26T23:30:00Z'),
  periodEnd: new Date('2026-12-26T23:30:00Z'),
  totalCents: 2_900,
  refunds: [],
};

const invoice = (changes: Partial<TaxInvoice>): TaxInvoice => ({ ...INVOICE, ...changes });

describe('taxInvoiceLines', () => {
  it('prints every part of a tax invoice, in order', () => {
    expect(taxInvoiceLines(INVOICE)).toEqual([
      'Tax invoice',
      'Invoice number: INV-000123',
      'Date of issue: 27 November 2026',
      'Seller: Alongside Pty Ltd',
      'ABN: 51 824 753 556',
      'Address: 1 Example Street, Sydney NSW 2000',
      'E-mail: billing@alongside.example',
      'Buyer: Sam Worker',
      'E-mail: sam@example.com',
      'Description: Alongside subscription, Monthly plan',
      'Period: 27 November 2026 to 27 December 2026',
      'Amount: $29.00',
      'Total: $29.00',
      'Total price includes GST of $2.64',
    ]);
  });

  it.each([
    [2_900, '$29.00', '$2.64'],
    [29_000, '$290.00', '$26.36'],
    [100_000, '$1,000.00', '$90.91'],
    [1, '$0.01', '$0.00'],
    [0, '$0.00', '$0.00'],
  ])('shows a total of %i cents as %s, including GST of %s (one eleventh)', (totalCents, total, gst) => {
    const lines = taxInvoiceLines(invoice({ totalCents }));
    expect(lines).toContain(`Amount: ${total}`);
    expect(lines).toContain(`Total: ${total}`);
    expect(lines).toContain(`Total price includes GST of ${gst}`);
  });

  it.each([
    ['midnight in Sydney (daylight saving)', '2026-11-26T13:00:00Z', '27 November 2026'],
    ['a minute before midnight in Sydney', '2026-11-26T12:59:00Z', '26 November 2026'],
    ['midnight in Sydney (standard time)', '2026-06-30T14:00:00Z', '1 July 2026'],
  ])('dates an invoice issued at %s by the Sydney calendar', (_case, issuedAt, date) => {
    expect(taxInvoiceLines(invoice({ issuedAt: new Date(issuedAt) }))).toContain(`Date of issue: ${date}`);
  });

  it.each(['51824753556', '51 824 753 556', '51-824-753-556'])(
    'writes the ABN "%s" in groups as the ABR shows it',
    (abn) => {
      const lines = taxInvoiceLines(invoice({ seller: { ...INVOICE.seller, abn } }));
      expect(lines).toContain('ABN: 51 824 753 556');
    },
  );

  it('names the plan that was supplied', () => {
    const lines = taxInvoiceLines(invoice({ plan: { name: 'Yearly' }, totalCents: 29_000 }));
    expect(lines).toContain('Description: Alongside subscription, Yearly plan');
  });

  it.each([
    [
      'a full refund',
      [{ amountCents: 2_900, at: new Date('2026-12-01T01:00:00Z') }],
      ['Refunded: $29.00 on 1 December 2026'],
    ],
    [
      'two partial refunds',
      [
        { amountCents: 1_000, at: new Date('2026-12-01T01:00:00Z') },
        { amountCents: 500, at: new Date('2026-12-09T13:30:00Z') },
      ],
      ['Refunded: $10.00 on 1 December 2026', 'Refunded: $5.00 on 10 December 2026'],
    ],
  ])(
    'adds a line per refund under the total for %s, keeping the original figures',
    (_case, refunds, expected) => {
      const lines = taxInvoiceLines(invoice({ refunds }));
      expect(lines.slice(-(expected.length + 2))).toEqual([
        'Total: $29.00',
        'Total price includes GST of $2.64',
        ...expected,
      ]);
    },
  );

  it.each([
    ['an invalid ABN', invoice({ seller: { ...INVOICE.seller, abn: '12 345 678 901' } })],
    ['an ABN of ten digits', invoice({ seller: { ...INVOICE.seller, abn: '5182475355' } })],
    ['a fraction of a cent', invoice({ totalCents: 29.5 })],
    ['a negative total', invoice({ totalCents: -2_900 })],
    ['a period that ends before it starts', invoice({ periodEnd: new Date('2026-11-01T00:00:00Z') })],
    ['refunds above the total', invoice({ refunds: [{ amountCents: 2_901, at: INVOICE.issuedAt }] })],
    ['a refund of $0', invoice({ refunds: [{ amountCents: 0, at: INVOICE.issuedAt }] })],
  ])('refuses %s rather than print it', (_case, wrong) => {
    expect(() => taxInvoiceLines(wrong)).toThrow(RangeError);
  });
});

describe('renderTaxInvoicePdf', () => {
  const refunded = invoice({ refunds: [{ amountCents: 2_900, at: new Date('2026-12-01T01:00:00Z') }] });

  it('makes a complete PDF file', async () => {
    const pdf = await renderTaxInvoicePdf(refunded);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('draws every line of the invoice, the supply as a table', async () => {
    const drawn = drawnText(await renderTaxInvoicePdf(refunded));
    expect(drawn).toEqual([
      'Tax invoice',
      'Invoice number: INV-000123',
      'Date of issue: 27 November 2026',
      'Seller: Alongside Pty Ltd',
      'ABN: 51 824 753 556',
      'Address: 1 Example Street, Sydney NSW 2000',
      'E-mail: billing@alongside.example',
      'Buyer: Sam Worker',
      'E-mail: sam@example.com',
      'Description',
      'Period',
      'Amount',
      'Alongside subscription, Monthly plan',
      '27 November 2026 to 27 December 2026',
      '$29.00',
      'Total: $29.00',
      'Total price includes GST of $2.64',
      'Refunded: $29.00 on 1 December 2026',
    ]);
  });

  it('is titled "Tax invoice <number>" in Australian English, the title shown by viewers', async () => {
    const pdf = (await renderTaxInvoicePdf(INVOICE)).toString('latin1');
    expect(pdf).toContain('(Tax invoice INV-000123)');
    expect(pdf).toContain('/Lang (en-AU)');
    expect(pdf).toContain('/DisplayDocTitle true');
    expect(pdf).toContain('(D:20261126233000Z)');
  });

  it('gives the same bytes for the same invoice', async () => {
    const first = await renderTaxInvoicePdf(INVOICE);
    const second = await renderTaxInvoicePdf(INVOICE);
    expect(first.equals(second)).toBe(true);
  });

  it('draws a name Helvetica cannot show without its accents, or as "?"', async () => {
    const drawn = drawnText(
      await renderTaxInvoicePdf(invoice({ buyer: { name: 'Nguyễn Thị Lan 李', email: 'lan@example.com' } })),
    );
    expect(drawn).toContain('Buyer: Nguyen Thi Lan ?');
  });

  it('keeps letters Helvetica can show, such as é', async () => {
    const drawn = drawnText(
      await renderTaxInvoicePdf(invoice({ buyer: { name: 'Zoë Éclair', email: 'zoe@example.com' } })),
    );
    expect(drawn).toContain('Buyer: Zoë Éclair');
  });
});

/**
 * The text a PDF from pdfkit draws, one string per line of text: each content stream inflated, and
 * the hex strings of each TJ array joined (the numbers between them only adjust the spacing). With
 * Helvetica the codes are Windows-1252, which matches Latin-1 for the letters these tests use.
 */
function drawnText(pdf: Buffer): string[] {
  const file = pdf.toString('latin1');
  const streams = [...file.matchAll(/stream\n([\s\S]*?)\nendstream/g)];
  return streams.flatMap(([, stream]) => {
    const content = inflateSync(Buffer.from(stream ?? '', 'latin1')).toString('latin1');
    return [...content.matchAll(/\[([^\]]*)\] TJ/g)].map(([, array]) => {
      const hex = [...(array ?? '').matchAll(/<([0-9a-f]*)>/g)].map(([, glyphs]) => glyphs).join('');
      return Buffer.from(hex, 'hex').toString('latin1');
    });
  });
}
