import type { SessionUser } from '@alongside/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../lib/cookies';
import { fakeApi, json, type FakeRequest } from '../test/fake-api';
import { currentPath, renderApp } from '../test/render-app';
import { sessionUser } from '../test/session-user';

function signIn() {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
}

// Each step is a lazy chunk compiled on first use: on a busy machine that can take a few seconds.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

/** A small in-memory API: the session, PATCH /api/profile and the two onboarding calls. */
function onboardingApi(start: SessionUser) {
  let user = start;
  const fake = fakeApi({
    'GET /api/auth/session': () => json(200, { user }),
    'PATCH /api/profile': (request: FakeRequest) => {
      user = { ...user, ...(request.body as Partial<SessionUser>) };
      return json(200, { data: user });
    },
    'POST /api/onboarding/disclaimer': () => {
      user = { ...user, disclaimer_accepted_at: '2026-11-22T09:00:00.000Z' };
      return json(200, { data: user });
    },
    'POST /api/onboarding/complete': () => {
      if (!user.disclaimer_accepted_at) {
        return json(422, {
          message: 'Please read and accept the disclaimer first.',
          errors: { disclaimer: ['Please read and accept the disclaimer first.'] },
        });
      }
      user = { ...user, onboarded_at: user.onboarded_at ?? '2026-11-22T09:10:00.000Z' };
      return json(200, { data: user });
    },
  });
  return { ...fake, current: () => user };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const step = (text: string) => screen.findByText(text);

describe('onboarding', () => {
  it('sends a new client from home to the welcome step, and walks every step to the profile', async () => {
    signIn();
    const api = onboardingApi(sessionUser({ user_type: 'client' }));
    const { router } = renderApp('/');

    await heading('Welcome to Alongside');
    expect(currentPath(router)).toBe('/onboarding/welcome');
    expect(screen.getByText('Step 1 of 7')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 7' })).toBeVisible();
    expect(screen.getByText(/find support workers who suit you/)).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Get started' }));

    // The disclaimer text of /disclaimer, then the acceptance.
    await heading('Disclaimer');
    expect(screen.getByText('Step 2 of 7')).toBeVisible();
    expect(screen.getByText('We are a platform, not a provider')).toBeVisible();
    click('I have read and accept');

    await heading('How you will prove who you are');
    expect(api.requests.some((request) => request.path === '/api/onboarding/disclaimer')).toBe(true);
    click('Save and continue');
    expect(await screen.findByText('Choose how you will prove who you are.')).toBeVisible();
    fireEvent.click(screen.getByLabelText(/An online check/));
    click('Save and continue');

    await heading('The support you need');
    expect(api.current().id_verification_method).toBe('online_check');
    fireEvent.click(screen.getByLabelText(/^Personal care/));
    fireEvent.click(screen.getByLabelText(/^Transport/));
    click('Save and continue');

    await heading('When you need support');
    expect(api.current().support_requirements).toEqual(['personal_care', 'transport']);
    click('Add a time');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: 'tuesday' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '08:00' } });
    click('Save and continue');
    expect(await screen.findByText('The end time must be after the start time.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '12:30' } });
    click('Save and continue');

    await heading('Your support preferences');
    expect(api.current().require_support_schedule).toEqual([
      { day: 'tuesday', start: '09:00:00', end: '12:30:00' },
    ]);
    // Skipping saves nothing and goes on.
    const patches = api.requests.filter((request) => request.method === 'PATCH').length;
    fireEvent.click(screen.getByRole('link', { name: 'Skip for now' }));

    await heading("You're all set");
    expect(screen.getByText('Step 7 of 7')).toBeVisible();
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(patches);
    click('Go to my profile');

    await heading('Your profile');
    expect(currentPath(router)).toBe('/profile');
    expect(api.current().onboarded_at).not.toBeNull();
  }, 60_000);

  it('shows a worker the worker steps, saves the rates in cents and offers the way back', async () => {
    signIn();
    const api = onboardingApi(
      sessionUser({
        disclaimer_accepted_at: '2026-11-22T09:00:00.000Z',
        id_verification_method: 'online_check',
      }),
    );
    renderApp('/onboarding');

    await heading('The services you offer');
    expect(screen.getByText('Step 4 of 8')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Skip for now' }));
    await heading('When you can work');
    fireEvent.click(screen.getByRole('link', { name: 'Skip for now' }));

    await heading('Your rates');
    expect(screen.getByText('NDIS price limit 2025–26 (weekday daytime): $70.23')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Weekday, dollars per hour'), { target: { value: '65.50' } });
    fireEvent.change(screen.getByLabelText('Weekday night, dollars per hour'), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText('Weekend, dollars per hour'), { target: { value: '90' } });
    fireEvent.change(screen.getByLabelText('Weekend night, dollars per hour'), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Travel, dollars per km'), { target: { value: '9' } });
    click('Save and continue');
    expect(await screen.findByText('Enter a travel rate of $5.00 per km or less.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Travel, dollars per km'), { target: { value: '0.99' } });
    click('Save and continue');

    await heading('Who you support');
    expect(api.current().indicative_rates).toEqual({
      weekday_hourly_rate: 6550,
      weekday_night_hourly_rate: 7000,
      weekend_hourly_rate: 9000,
      weekend_night_hourly_rate: 12000,
      travel_per_km_rate: 99,
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back to the previous step' }));
    await heading('Your rates');
    expect((screen.getByLabelText('Weekday, dollars per hour') as HTMLInputElement).value).toBe('65.50');
  }, 60_000);

  it('sends a client who opens a worker step to the step they are up to', async () => {
    signIn();
    onboardingApi(sessionUser({ user_type: 'client', disclaimer_accepted_at: '2026-11-22T09:00:00.000Z' }));
    const { router } = renderApp('/onboarding/rates');
    await heading('How you will prove who you are');
    expect(currentPath(router)).toBe('/onboarding/id-selector');
  });

  it('says so when finishing before the disclaimer is accepted', async () => {
    signIn();
    onboardingApi(sessionUser({ user_type: 'client' }));
    renderApp('/onboarding/all-set');
    await heading("You're all set");
    click('Go to the home page');
    expect(await step('Please read and accept the disclaimer first.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the disclaimer' }).getAttribute('href')).toBe(
      '/onboarding/disclaimer',
    );
  });

  it('lets a person past with the skipOnboarding option, and "Set up later" sets it', async () => {
    signIn();
    writeCookie('auth-options', JSON.stringify({ skipOnboarding: true, skipSubscription: false }));
    onboardingApi(sessionUser());
    const first = renderApp('/');
    await heading('Hello, Ada');
    expect(screen.getByRole('heading', { name: 'Finish your profile' })).toBeVisible();
    first.unmount();

    writeCookie('auth-options', JSON.stringify({ skipOnboarding: false, skipSubscription: false }));
    const { router } = renderApp('/home');
    await heading('Welcome to Alongside');
    click('Set up later');
    await heading('Hello, Ada');
    expect(currentPath(router)).toBe('/');
    expect(JSON.parse(readCookie('auth-options') ?? '{}')).toMatchObject({ skipOnboarding: true });
  });

  it('keeps account help pages reachable before onboarding', async () => {
    signIn();
    onboardingApi(sessionUser());
    const { router } = renderApp('/account/faq');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1));
    expect(currentPath(router)).toBe('/account/faq');
  });
});
