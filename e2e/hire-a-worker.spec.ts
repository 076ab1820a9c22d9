import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, expectGoodScreen, signInThroughApi } from './support';

// Issue #21 items 3, 4 and 7, on a phone. Wes, the verified demo worker, applies to Clara's
// morning-routine job from his recommended jobs; Clara shortlists him and sends an offer from the
// applicant list; Wes accepts; the job is filled, and both read it in their updates. This journey
// changes the demo data the others read (the job is filled), so it runs after them (its own
// project in playwright.config.ts).
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const MORNINGS = 'Help with my morning routine';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // Through the API: the journey is about the hire; each browser has a session of its own.
  await signInThroughApi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  return page;
}

test('a worker applies, the client shortlists and offers, the worker accepts: both see the hire and their updates', async ({
  browser,
}) => {
  const wes = await signedIn(browser, 'worker@example.com');

  // Wes finds the job among his recommended jobs and applies.
  await wes.goto('/recommended-jobs');
  await wes.getByRole('article', { name: MORNINGS }).getByRole('link').click();
  await expect(wes.getByRole('heading', { level: 1, name: MORNINGS })).toBeVisible();
  const form = wes.getByRole('form', { name: 'Apply for this job' });
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(form.getByText('Write a short message to the client.')).toBeVisible();
  await expectAccessible(wes);
  await form
    .getByLabel('A short message to Clara')
    .fill('I have helped two clients with their mornings for five years.');
  await form.getByLabel('Your hourly rate, in dollars (optional)').fill('70');
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(
    wes.getByText('Your application is sent. We will tell you when the client answers.'),
  ).toBeVisible();
  await expect(wes.getByRole('heading', { level: 2, name: /^You applied on / })).toBeVisible();
  await expect(wes.getByText('Your application: Sent.')).toBeVisible();
  await expectGoodScreen(wes);

  await wes.getByRole('link', { name: 'See your applications' }).click();
  await expect(wes.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  const mine = wes.getByRole('article', { name: MORNINGS });
  await expect(mine).toContainText('Sent');
  await expectGoodScreen(wes);

  // Clara sees a new applicant on My jobs and chooses from the applicant list.
  const clara = await signedIn(browser, 'client@example.com');
  await clara.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(clara.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await expect(clara.getByRole('link', { name: new RegExp(MORNINGS) })).toContainText('1 new applicant');
  await clara.getByRole('link', { name: new RegExp(MORNINGS) }).click();
  await clara.getByRole('link', { name: 'See applicants (1 new)' }).click();
  await expect(clara.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  const wesCard = clara.getByRole('article', { name: 'Wes T.' });
  await expect(wesCard).toContainText('Asks $70.00 an hour');
  await expect(wesCard).toContainText('I have helped two clients with their mornings for five years.');
  await expect(wesCard).toContainText('Working With Children verified');
  await expect(wesCard).toContainText('Available Tuesday and Thursday mornings');
  await expectGoodScreen(clara);

  await wesCard.getByRole('button', { name: 'Shortlist' }).click();
  await expect(clara.getByText('Added to your shortlist.')).toBeVisible();
  await expect(wesCard).toContainText('Shortlisted');
  await wesCard.getByRole('button', { name: 'Send an offer' }).click();
  const offer = clara.getByRole('dialog', { name: 'Send Wes an offer?' });
  await expect(offer).toBeVisible();
  await expectAccessible(clara);
  await offer.getByRole('button', { name: 'Send an offer' }).click();
  await expect(clara.getByText('Your offer is sent. We will tell you when they answer.')).toBeVisible();
  await expect(wesCard).toContainText('Offer sent');

  // Wes accepts the offer.
  await wes.reload();
  await expect(mine).toContainText('Offer to answer');
  await expect(mine).toContainText('Clara would like you for this job.');
  await mine.getByRole('button', { name: 'Accept the offer' }).click();
  const accept = wes.getByRole('dialog', { name: 'Accept the offer?' });
  await expectAccessible(wes);
  await accept.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(wes.getByText('You accepted the offer. You are hired for this job.')).toBeVisible();
  await expect(mine).toContainText('Hired');

  // Both see the hire and read it in their updates.
  await clara.reload();
  await expect(wesCard).toContainText('Hired');
  await clara.getByRole('link', { name: MORNINGS }).click();
  await expect(clara.getByText('Every place is filled.')).toBeVisible();

  await clara.goto('/notifications');
  await expect(clara.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
  await expect(clara.getByRole('article', { name: 'Wes accepted your offer' })).toBeVisible();
  await expect(clara.getByRole('article', { name: `New applicant for ${MORNINGS}` })).toBeVisible();
  await expectGoodScreen(clara);
  await clara.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(clara.getByText("You're all caught up.")).toBeVisible();
  await expect(clara.getByRole('button', { name: 'Updates, none new' })).toBeVisible();

  await wes.goto('/notifications');
  await expect(wes.getByRole('article', { name: 'You have an offer' })).toBeVisible();
  await expect(wes.getByRole('article', { name: 'You are on a shortlist' })).toBeVisible();
  await expectGoodScreen(wes);
});
