import { randomBytes } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { apiFromPage, pngFixture } from './profile-support';
import { newPerson, signInThroughApi, signUpAndConfirmThroughApi, skipOnboarding } from './support';

export const REVIEWER_EMAIL = 'reviewer@example.com';
export const REQUIRED_DOCUMENTS_PATH = '/profile/profile-information/required-documents';
export const IDENTITY_DOCUMENTS_PATH = '/profile/profile-information/identity-documents';

/**
 * A small, plain PDF (one page, one line of text, no scripts or actions), built here with a correct
 * cross-reference table so that no binary fixture is kept.
 */
export function pdfFixture(text = 'Certificate'): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function pdfFile(name: string, text?: string) {
  return { name, mimeType: 'application/pdf', buffer: pdfFixture(text) };
}

export function pngFile(name: string, size = 96) {
  return { name, mimeType: 'image/png', buffer: pngFixture(size) };
}

/** A last name no other journey shares, so that the person's documents can be told apart in the queue. */
function uniqueLastName(): string {
  const letters = [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `Hughes${letters}`;
}

/** A new, confirmed person with a last name of their own, who skips onboarding. */
export async function signUpUniquePerson(page: Page, role: 'client' | 'worker') {
  const person = { ...newPerson(`${role}-verify`), lastName: uniqueLastName() };
  await signUpAndConfirmThroughApi(page, person, role);
  await skipOnboarding(page);
  return { ...person, name: `${person.firstName} ${person.lastName}` };
}

/**
 * A home address and the personal details (date of birth, gender, phone), through the API from the
 * page: with them `personal_details_completed` is true (decision 012), the other half of "fully verified".
 */
export async function completePersonalDetails(page: Page): Promise<void> {
  const address = await apiFromPage(page, 'POST', '/api/addresses', {
    label: null,
    address: '1 Church Street',
    address_2: null,
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
  });
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  const details = await apiFromPage(page, 'PATCH', '/api/profile', {
    date_of_birth: '1990-05-04',
    gender: 'prefer_not_to_say',
    phone: '0491 570 158',
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
}

/** A second browser, signed in as a demo account (the reviewer unless told). */
export async function signInElsewhere(browser: Browser, email = REVIEWER_EMAIL): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Through the API: no journey that uses it is about signing in; the browser has a session of its own.
  await skipOnboarding(page);
  await signInThroughApi(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

export interface UploadFields {
  [label: string]: string;
}

/**
 * Opens the screen of one requirement type, fills in the fields by their labels (a select for the
 * issuing state), attaches the file, and uploads it.
 */
export async function uploadDocument(
  page: Page,
  type: string,
  fields: UploadFields,
  file?: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.goto(`${REQUIRED_DOCUMENTS_PATH}/${type}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  if (file) {
    await page.getByLabel('Your file').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByText('Thank you. Our team will check it soon.')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Save ABN' }).click();
    await expect(page.getByText('Thank you. Our team will check your ABN soon.')).toBeVisible();
  }
}

/** The id of the person's open (pending or rejected) document of a type, read from GET /api/verification. */
export async function openDocumentId(page: Page, type: string): Promise<string> {
  const { status, body } = await apiFromPage(page, 'GET', '/api/verification');
  expect(status).toBe(200);
  const requirements = (
    body['data'] as { requirements: { document_type: string; open: { id: string } | null }[] }
  ).requirements;
  const id = requirements.find((requirement) => requirement.document_type === type)?.open?.id;
  expect(id, `an open ${type} document`).toBeTruthy();
  return id!;
}

/** Opens the review page of one document from the queue, turning its pages until the link shows. */
export async function openFromQueue(page: Page, linkName: string): Promise<void> {
  await page.goto('/admin/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents to review' })).toBeVisible();
  const queue = page.getByRole('region', { name: 'Waiting for review' });
  const link = queue.getByRole('link', { name: linkName });
  for (let turn = 0; turn < 20; turn++) {
    await expect(queue.getByRole('link', { name: /^Review/ }).first()).toBeVisible();
    if (await link.isVisible()) break;
    await queue.getByRole('button', { name: 'Go to next page' }).click();
  }
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review a document' })).toBeVisible();
}

/** Approves the document on the review page, back on the queue with the confirmation. */
export async function approveOnReviewPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/admin\/verification$/);
  await expect(page.getByText('The document is approved.')).toBeVisible();
}

/** Opens a document's review page by its id and approves it. */
export async function approveById(page: Page, id: string): Promise<void> {
  await page.goto(`/admin/verification/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review a document' })).toBeVisible();
  await approveOnReviewPage(page);
}
