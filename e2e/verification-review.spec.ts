import { expect, test } from '@playwright/test';
import { sessionUser } from './profile-support';
import { expectGoodScreen } from './support';
import {
  approveById,
  approveOnReviewPage,
  completePersonalDetails,
  IDENTITY_DOCUMENTS_PATH,
  openDocumentId,
  openFromQueue,
  pdfFile,
  pngFile,
  REQUIRED_DOCUMENTS_PATH,
  signInElsewhere,
  signUpUniquePerson,
  uploadDocument,
} from './verification-support';

// Issue #5: a worker uploads every required document, a reviewer approves some and rejects one, the
// worker replaces it, it is approved, and the worker shows as fully verified.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const REASON =
  'The policy number is not on the certificate. Please upload the whole certificate of currency.';

test('a worker uploads every required document, a reviewer decides, and the worker becomes fully verified', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const worker = await signUpUniquePerson(page, 'worker');
  // Signed up through the API; the person's home page makes the calls below.
  await page.goto('/');
  await completePersonalDetails(page);

  // Six required documents, all missing.
  await page.goto(REQUIRED_DOCUMENTS_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('0 of 6 required checks are approved.')).toBeVisible();
  await expectGoodScreen(page);
  await page.goto(IDENTITY_DOCUMENTS_PATH);
  await expectGoodScreen(page);

  // Each document through its own screen; the first screen is checked before and after its upload.
  await page.goto(`${REQUIRED_DOCUMENTS_PATH}/id_documents`);
  await expectGoodScreen(page);
  await uploadDocument(
    page,
    'id_documents',
    { 'Document number': 'NSW12345678', 'Expiry date (optional)': day(700) },
    pngFile('driver-licence.png'),
  );
  await expectGoodScreen(page);
  await uploadDocument(
    page,
    'police_checks',
    { 'Certificate or reference number': 'NPC-2026-004217', 'Date issued': day(-30) },
    pdfFile('police-check.pdf', 'National Police Certificate'),
  );
  await expectGoodScreen(page);
  await uploadDocument(page, 'abn', { ABN: '51 824 753 556' });
  await expectGoodScreen(page);
  await uploadDocument(
    page,
    'wwc',
    { 'State or territory that issued it': 'NSW', 'Card number': 'WWC1234567E', 'Expiry date': day(900) },
    pdfFile('wwc-card.pdf', 'Working With Children Check'),
  );
  await expectGoodScreen(page);
  await uploadDocument(page, 'first_aid', { 'Date issued': day(-60) }, pngFile('first-aid.png'));
  await expectGoodScreen(page);
  await uploadDocument(
    page,
    'public_liability',
    { 'Policy number': 'PL-889900', 'Expiry date': day(300) },
    pdfFile('public-liability.pdf', 'Certificate of currency'),
  );
  await expectGoodScreen(page);

  await page.goto(REQUIRED_DOCUMENTS_PATH);
  await expect(page.getByText('Waiting for review')).toHaveCount(6);

  const ids = {
    id_documents: await openDocumentId(page, 'id_documents'),
    abn: await openDocumentId(page, 'abn'),
    wwc: await openDocumentId(page, 'wwc'),
    first_aid: await openDocumentId(page, 'first_aid'),
    public_liability: await openDocumentId(page, 'public_liability'),
  };

  // The reviewer, in a browser of their own: the queue, then the police check from it.
  const reviewer = await signInElsewhere(browser);
  await reviewer.goto('/admin/verification');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Documents to review' })).toBeVisible();
  await expect(reviewer.getByRole('region', { name: 'Audit log' })).toBeVisible();
  await expectGoodScreen(reviewer);
  await openFromQueue(reviewer, `Review Police check from ${worker.name}`);
  await expect(reviewer.getByText('NPC-2026-004217')).toBeVisible();
  await expect(reviewer.locator('iframe[title^="Police check"]')).toBeVisible();
  await expect(reviewer.getByRole('link', { name: 'Open in a new tab' })).toBeVisible();
  await expectGoodScreen(reviewer);
  await approveOnReviewPage(reviewer);

  // An image, shown as one.
  await reviewer.goto(`/admin/verification/${ids.id_documents}`);
  await expect(reviewer.getByRole('img', { name: `Identity documents from ${worker.name}` })).toBeVisible();
  await expect
    .poll(() =>
      reviewer
        .getByRole('img', { name: `Identity documents from ${worker.name}` })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expectGoodScreen(reviewer);
  await approveOnReviewPage(reviewer);

  // The ABN has no file: the number and the register.
  await reviewer.goto(`/admin/verification/${ids.abn}`);
  await expect(reviewer.getByText('51 824 753 556')).toBeVisible();
  await expect(reviewer.getByRole('link', { name: /ABN Lookup/ })).toHaveAttribute(
    'href',
    'https://abr.business.gov.au/ABN/View?abn=51824753556',
  );
  await approveOnReviewPage(reviewer);
  await approveById(reviewer, ids.wwc);
  await approveById(reviewer, ids.first_aid);

  // The insurance is rejected with a reason.
  await reviewer.goto(`/admin/verification/${ids.public_liability}`);
  await reviewer.getByRole('button', { name: 'Reject', exact: true }).click();
  await reviewer.getByLabel('Reason the person will see').fill(REASON);
  await reviewer.getByRole('button', { name: 'Reject the document' }).click();
  await expect(reviewer.getByText('The document is rejected and its owner is told why.')).toBeVisible();
  const audit = reviewer.getByRole('region', { name: 'Audit log' });
  await expect(audit.getByText(`Rejected: Public liability insurance of ${worker.name}`)).toBeVisible();

  // The worker is told in the app, and sees the reason on the list and on the document's screen.
  await page.goto('/');
  const updates = page.getByRole('region', { name: 'Updates' });
  await expect(updates.getByText('Not accepted: Public liability insurance')).toBeVisible();
  // The home shows the newest three of the six; the rest are a link away.
  await expect(updates.getByText('Approved: First aid certificate')).toBeVisible();
  await expect(updates.getByText('Approved: Police check')).toHaveCount(0);
  await expect(updates.getByRole('link', { name: 'See all updates' })).toHaveAttribute(
    'href',
    '/notifications',
  );
  await expectGoodScreen(page);
  await page.goto(REQUIRED_DOCUMENTS_PATH);
  await expect(page.getByText(`Not accepted: ${REASON}`)).toBeVisible();
  await expect(page.getByText('5 of 6 required checks are approved.')).toBeVisible();
  await expectGoodScreen(page);
  expect((await sessionUser(page))['id_verification_completed']).toBe(false);

  await page.goto(`${REQUIRED_DOCUMENTS_PATH}/public_liability`);
  await expect(page.getByText(REASON).first()).toBeVisible();
  await expectGoodScreen(page);
  await uploadDocument(
    page,
    'public_liability',
    { 'Policy number': 'PL-889900', 'Expiry date': day(300) },
    pdfFile('public-liability-full.pdf', 'Certificate of currency PL-889900'),
  );

  // The replacement is approved from the queue.
  await openFromQueue(reviewer, `Review Public liability insurance from ${worker.name}`);
  await expectGoodScreen(reviewer);
  await approveOnReviewPage(reviewer);
  await reviewer.context().close();

  // Fully verified: the documents screen and the profile's progress say so.
  await page.goto(REQUIRED_DOCUMENTS_PATH);
  await expect(page.getByText('You are fully verified.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Your profile is fully verified.')).toBeVisible();
  await expectGoodScreen(page);
  const user = await sessionUser(page);
  expect(user['id_verification_completed']).toBe(true);
  expect(user['personal_details_completed']).toBe(true);
});
