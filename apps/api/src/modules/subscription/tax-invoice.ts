import {
  formatAbn,
  formatCents,
  formatLongDate,
  gstIncluded,
  isValidAbn,
  normaliseAbn,
} from '@alongside/domain';
import PDFDocument from 'pdfkit';

/**
 * The tax invoice of one order: a worker's subscription charge (issue #23). It shows what the ATO asks
 * of a tax invoice: the words "Tax invoice", the seller's name and ABN, the date of issue, what was
 * supplied, the GST, the total, and the buyer's identity, which the ATO asks for from $1,000 and we
 * always show (https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/gst/tax-invoices).
 * A refunded order keeps its original figures and adds a line per refund; an adjustment note is a
 * separate document.
 */
export interface TaxInvoice {
  number: string;
  issuedAt: Date;
  seller: { name: string; abn: string; address: string; email: string };
  buyer: { name: string; email: string };
  plan: { name: string };
  periodStart: Date;
  /** Printed as its date, as the payment provider states it: a month from 27 November ends 27 December. */
  periodEnd: Date;
  /** The price paid in cents, GST included. */
  totalCents: number;
  refunds: { amountCents: number; at: Date }[];
}

/** The invoice's text, line by line, in the order the PDF prints it (the table's cells as "Label: value"). */
export function taxInvoiceLines(invoice: TaxInvoice): string[] {
  const content = invoiceContent(invoice);
  return [
    content.heading,
    ...content.details,
    ...content.seller,
    ...content.buyer,
    ...content.supply.map((cell) => `${cell.label}: ${cell.value}`),
    content.total,
    content.gst,
    ...content.refunds,
  ];
}

/** The invoice as an A4 PDF in Helvetica, titled "Tax invoice <number>". */
export function renderTaxInvoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const content = invoiceContent(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-AU',
    displayTitle: true,
    // The creation date also seeds the file's ID, so the same invoice gives the same bytes.
    info: {
      Title: `${content.heading} ${invoice.number}`,
      Author: invoice.seller.name,
      CreationDate: invoice.issuedAt,
    },
  });
  const bytes = collectBytes(doc);
  drawInvoice(doc, content);
  doc.end();
  return bytes;
}

interface TableCell {
  label: string;
  value: string;
}

interface InvoiceContent {
  heading: string;
  details: string[];
  seller: string[];
  buyer: string[];
  /** What was supplied, for what period, at what price: the PDF draws it as a table. */
  supply: [TableCell, TableCell, TableCell];
  total: string;
  gst: string;
  refunds: string[];
}

function invoiceContent(invoice: TaxInvoice): InvoiceContent {
  assertSound(invoice);
  const { seller, buyer } = invoice;
  const total = formatCents(invoice.totalCents, 'en-AU');
  return {
    heading: 'Tax invoice',
    details: [`Invoice number: ${invoice.number}`, `Date of issue: ${formatLongDate(invoice.issuedAt)}`],
    seller: [
      `Seller: ${seller.name}`,
      `ABN: ${sellerAbn(seller.abn)}`,
      `Address: ${seller.address}`,
      `E-mail: ${seller.email}`,
    ],
    buyer: [`Buyer: ${buyer.name}`, `E-mail: ${buyer.email}`],
    supply: [
      { label: 'Description', value: `Alongside subscription, ${invoice.plan.name} plan` },
      {
        label: 'Period',
        value: `${formatLongDate(invoice.periodStart)} to ${formatLongDate(invoice.periodEnd)}`,
      },
      { label: 'Amount', value: total },
    ],
    total: `Total: ${total}`,
    gst: `Total price includes GST of ${formatCents(gstIncluded(invoice.totalCents), 'en-AU')}`,
    refunds: invoice.refunds.map(
      (refund) => `Refunded: ${formatCents(refund.amountCents, 'en-AU')} on ${formatLongDate(refund.at)}`,
    ),
  };
}

/** Figures that cannot be on a real invoice are a caller's bug: refuse them rather than print them. */
function assertSound(invoice: TaxInvoice): void {
  if (!Number.isSafeInteger(invoice.totalCents) || invoice.totalCents < 0) {
    throw new RangeError(`A tax invoice's total must be whole cents, got ${invoice.totalCents}.`);
  }
  if (invoice.periodEnd < invoice.periodStart) {
    throw new RangeError("A tax invoice's period must end after it starts.");
  }
  const refunded = invoice.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  if (invoice.refunds.some((refund) => refund.amountCents <= 0) || refunded > invoice.totalCents) {
    throw new RangeError(`Refunds must be above $0 and add up to at most the total, got ${refunded} cents.`);
  }
}

/** The ABN as the Australian Business Register shows it; without a valid ABN it is no tax invoice. */
function sellerAbn(abn: string): string {
  const digits = normaliseAbn(abn);
  if (!digits || !isValidAbn(digits)) {
    throw new RangeError(`A tax invoice needs the seller's valid ABN, got "${abn}".`);
  }
  return formatAbn(digits);
}

const MARGIN = 56;
const A4_WIDTH = 595.28;
const CONTENT_WIDTH = A4_WIDTH - 2 * MARGIN;
/** Column widths of the supply table: description, period, amount. */
const COLUMN_WIDTHS = [180, 203, 100] as const;
const COLUMN_GAP = 12;
const BODY_SIZE = 10;

function collectBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function drawInvoice(doc: PDFKit.PDFDocument, content: InvoiceContent): void {
  doc.font('Helvetica-Bold').fontSize(22).text(content.heading);
  doc.moveDown(0.5);
  drawBlock(doc, content.details);
  drawBlock(doc, content.seller);
  drawBlock(doc, content.buyer);
  drawSupplyTable(doc, content.supply);
  doc.font('Helvetica-Bold').fontSize(12).text(drawable(content.total), MARGIN);
  doc.font('Helvetica').fontSize(BODY_SIZE).text(drawable(content.gst));
  if (content.refunds.length > 0) {
    doc.moveDown(0.5);
    for (const refund of content.refunds) doc.text(drawable(refund));
  }
}

function drawBlock(doc: PDFKit.PDFDocument, lines: string[]): void {
  doc.font('Helvetica').fontSize(BODY_SIZE);
  for (const line of lines) doc.text(drawable(line), MARGIN);
  doc.moveDown();
}

function drawSupplyTable(doc: PDFKit.PDFDocument, cells: TableCell[]): void {
  const labels = cells.map((cell) => cell.label);
  const values = cells.map((cell) => cell.value);
  drawRule(doc);
  drawRow(doc, 'Helvetica-Bold', labels);
  drawRule(doc);
  drawRow(doc, 'Helvetica', values);
  drawRule(doc);
  doc.moveDown();
}

/** One row of the table, its cells side by side; the next text starts below the tallest cell. */
function drawRow(doc: PDFKit.PDFDocument, font: string, texts: string[]): void {
  doc.font(font).fontSize(BODY_SIZE);
  const top = doc.y + 4;
  let x = MARGIN;
  let bottom = top;
  texts.forEach((text, column) => {
    const width = COLUMN_WIDTHS[column] ?? 0;
    const isAmount = column === COLUMN_WIDTHS.length - 1;
    doc.text(drawable(text), x, top, isAmount ? { width, align: 'right' } : { width: width - COLUMN_GAP });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

function drawRule(doc: PDFKit.PDFDocument): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
    .lineWidth(0.5)
    .stroke();
}

// Helvetica, a standard PDF font, draws only the Windows-1252 characters; pdfkit writes any other
// character as bytes of the wrong glyphs. So a letter with an accent outside that set loses the
// accent ("Nguyễn" is drawn "Nguyen"), and anything else is drawn "?".
const WINDOWS_1252 =
  /^[\x20-\x7e\xa0-\xff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/;

function drawable(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    if (WINDOWS_1252.test(char)) return char;
    const unaccented = char.normalize('NFD').replace(/\p{M}/gu, '');
    return unaccented !== '' && WINDOWS_1252.test(unaccented) ? unaccented : '?';
  }).join('');
}
