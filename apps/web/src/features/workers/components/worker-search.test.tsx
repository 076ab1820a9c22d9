import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recentSearches } from '../../../lib/recent-searches';
import { fakeApi, json } from '../../../test/fake-api';
import { description, renderWithProviders } from '../../../test/render-with-providers';
import { address, searchResponse, workerCard } from '../test-fixtures';
import { WorkerSearch } from './worker-search';

/** The route gives the addresses feature's suburb field; a plain field bound to `suburb` stands in. */
function PlaceStandIn() {
  const { register } = useFormContext();
  return <input aria-label="Suburb or town" {...register('suburb')} />;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const OTHER_ADDRESS = address({
  id: '22222222-2222-4222-8222-222222222222',
  label: 'Work',
  suburb: 'Westmead',
  postcode: '2145',
  is_primary: false,
});

function setup(
  path: string,
  search: (url: URL) => Response = () => json(200, searchResponse([workerCard()])),
  addresses = [address(), OTHER_ADDRESS],
) {
  const api = fakeApi({});
  // The fake API keys on the path; the search's answer depends on its query, so it is read here.
  const inner = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/workers') return search(url);
    return inner(input, init);
  });
  renderWithProviders(
    <>
      <WorkerSearch addresses={addresses} placeField={<PlaceStandIn />} />
      <Where />
    </>,
    { path },
  );
  const searches = () =>
    api.fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/workers');
  return { searches };
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const checkedOf = (element: HTMLElement) => (element as HTMLInputElement).checked;

const where = () => decodeURIComponent(screen.getByTestId('where').textContent ?? '');

describe('WorkerSearch', () => {
  it('restores the form from the URL and asks the API with the same parameters', async () => {
    const { searches } = setup(
      '/search?filter[address_id]=22222222-2222-4222-8222-222222222222&filter[radius_km]=50&filter[services]=transport,personal_care&filter[days]=monday&filter[from]=09:00&filter[to]=17:00&filter[max_rate]=4550&filter[has_car]=true&filter[gender]=female&filter[include_unverified]=true&sort=distance',
    );
    await screen.findByText('1 worker within 20 km of Parramatta NSW');
    expect(valueOf(screen.getByLabelText('Near'))).toBe('22222222-2222-4222-8222-222222222222');
    expect(valueOf(screen.getByLabelText('Distance'))).toBe('50');
    expect(checkedOf(screen.getByRole('checkbox', { name: 'Transport' }))).toBe(true);
    expect(checkedOf(screen.getByRole('checkbox', { name: 'Personal care' }))).toBe(true);
    expect(checkedOf(screen.getByRole('checkbox', { name: 'Respite' }))).toBe(false);
    expect(checkedOf(screen.getByRole('checkbox', { name: 'Monday' }))).toBe(true);
    expect(valueOf(screen.getByLabelText('Available from'))).toBe('09:00');
    expect(valueOf(screen.getByLabelText('Available until'))).toBe('17:00');
    expect(valueOf(screen.getByLabelText('Highest hourly rate ($)'))).toBe('45.50');
    expect(checkedOf(screen.getByRole('checkbox', { name: 'Has a car for work' }))).toBe(true);
    expect(valueOf(screen.getByLabelText('Worker’s gender'))).toBe('female');
    expect(
      checkedOf(screen.getByRole('checkbox', { name: 'Include workers who are not verified yet' })),
    ).toBe(true);
    expect(valueOf(screen.getByLabelText('Sort by'))).toBe('distance');
    const sent = Object.fromEntries(searches().at(-1)!.searchParams);
    expect(sent).toEqual({
      'filter[address_id]': '22222222-2222-4222-8222-222222222222',
      'filter[radius_km]': '50',
      'filter[services]': 'transport,personal_care',
      'filter[days]': 'monday',
      'filter[from]': '09:00',
      'filter[to]': '17:00',
      'filter[max_rate]': '4550',
      'filter[has_car]': 'true',
      'filter[gender]': 'female',
      'filter[include_unverified]': 'true',
      sort: 'distance',
    });
  });

  it('starts at the main address and writes the submitted filters into the URL under the API names', async () => {
    setup('/search');
    await screen.findByText('1 worker within 20 km of Parramatta NSW');
    expect(valueOf(screen.getByLabelText('Near'))).toBe(address().id);
    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Meal preparation' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.change(screen.getByLabelText('Available from'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText('Highest hourly rate ($)'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(where()).toBe(
        `/search?filter[address_id]=${address().id}&filter[radius_km]=10&filter[services]=meal_preparation&filter[days]=saturday&filter[from]=08:00&filter[max_rate]=6000&sort=rate`,
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
  });

  it('searches near another suburb with the suburb, state and postcode', async () => {
    setup('/search?filter[suburb]=Penrith&filter[state]=NSW&filter[postcode]=2750');
    await screen.findByText('1 worker within 20 km of Parramatta NSW');
    expect(valueOf(screen.getByLabelText('Near'))).toBe('other');
    expect(valueOf(screen.getByLabelText('Suburb or town'))).toBe('Penrith');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(where()).toBe('/search?filter[suburb]=Penrith&filter[state]=NSW&filter[postcode]=2750'),
    );
  });

  it('says a rate that is not dollars under the field, and stays on the same search', async () => {
    setup('/search');
    await screen.findByText('1 worker within 20 km of Parramatta NSW');
    const rate = screen.getByLabelText('Highest hourly rate ($)');
    fireEvent.change(rate, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(description(rate)).toContain('Enter an amount in dollars, like 45.50.'));
    expect(where()).toBe('/search');
  });

  it('shows the server’s messages next to the filters they belong to', async () => {
    setup('/search?filter[days]=monday&filter[from]=17:00&filter[to]=09:00&filter[max_rate]=999999', () =>
      json(422, {
        message: 'The given data was invalid.',
        errors: {
          'filter[to]': ['The end time must be after the start time.'],
          'filter[max_rate]': ['Enter the highest rate in cents, a whole number from 1 to 50000.'],
        },
      }),
    );
    await screen.findByText('Check the filters marked in the form, then search again.');
    expect(description(screen.getByLabelText('Available until'))).toContain(
      'The end time must be after the start time.',
    );
    expect(description(screen.getByLabelText('Highest hourly rate ($)'))).toContain(
      'Enter the highest hourly rate in dollars, from $0.01 to $500.00.',
    );
  });

  it('shows each card’s words: distance, AUD rate, badges, not verified, why they match', async () => {
    setup('/search', () =>
      json(
        200,
        searchResponse(
          [
            workerCard(),
            workerCard({
              id: 'w2',
              first_name: 'Nina',
              last_initial: 'N',
              distance_km: 0.42,
              fully_verified: false,
              badges: [],
              match_reasons: [],
              indicative_rates: { ...workerCard().indicative_rates, weekday_hourly_rate: null },
            }),
          ],
          { total: 2 },
        ),
      ),
    );
    await screen.findByText('2 workers within 20 km of Parramatta NSW');
    const wes = screen.getByRole('article', { name: 'Wes W.' });
    expect(within(wes).getByText('Westmead NSW · 4.2 km away')).toBeTruthy();
    expect(wes.textContent).toContain('Weekday rate: $45.50 an hour');
    expect(wes.textContent).toContain('Services: Personal care, Transport');
    expect(within(wes).getByText('Police check verified 3 Mar 2026')).toBeTruthy();
    expect(within(wes).queryByText('Not verified yet')).toBeNull();
    expect(within(wes).getByText('Speaks Greek')).toBeTruthy();
    expect(within(wes).getByRole('link', { name: 'Wes W.' }).getAttribute('href')).toBe(
      '/search/support-workers/w1',
    );
    const nina = screen.getByRole('article', { name: 'Nina N.' });
    expect(within(nina).getByText('Not verified yet')).toBeTruthy();
    expect(within(nina).getByText('Westmead NSW · 400 m away')).toBeTruthy();
    expect(nina.textContent).toContain('Weekday rate: Not given');
  });

  it('pages with Previous and Next, keeping the filters in the URL', async () => {
    const { searches } = setup('/search?filter[radius_km]=50', (url) =>
      json(
        200,
        searchResponse([workerCard({ id: `w-${url.searchParams.get('page') ?? '1'}` })], {
          page: Number(url.searchParams.get('page') ?? '1'),
          total: 41,
          last_page: 5,
        }),
      ),
    );
    await screen.findByText('Page 1 of 5');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 5');
    expect(where()).toBe('/search?filter[radius_km]=50&page=2');
    expect(searches().at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.getByText('41 workers within 20 km of Parramatta NSW')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 of 5');
    expect(where()).toBe('/search?filter[radius_km]=50');
  });

  it('suggests a wider distance or fewer filters when nobody matches', async () => {
    setup('/search', () => json(200, searchResponse([])));
    await screen.findByText('0 workers within 20 km of Parramatta NSW');
    expect(screen.getByText('No workers match this search.')).toBeTruthy();
    expect(screen.getByText(/Try a wider distance, or fewer filters/)).toBeTruthy();
  });

  it('waits for a suburb when the client has no address yet', async () => {
    const { searches } = setup('/search', undefined, []);
    await screen.findByText('Choose a suburb to search near, then press Search.');
    expect(valueOf(screen.getByLabelText('Near'))).toBe('other');
    fireEvent.change(screen.getByLabelText('Suburb or town'), { target: { value: 'Penrith' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1 worker within 20 km of Parramatta NSW');
    expect(searches().at(-1)?.searchParams.get('filter[suburb]')).toBe('Penrith');
    expect(searches()).toHaveLength(1);
  });
});

describe('WorkerSearch on a phone', () => {
  type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };
  beforeEach(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width: 360, height: 740 }));
  afterEach(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1024, height: 768 }));

  /** 24 workers near the main address; 3 of them offer transport. */
  const bySearch = (url: URL) => {
    const transport = url.searchParams.get('filter[services]')?.includes('transport');
    return json(
      200,
      searchResponse([workerCard()], { total: transport ? 3 : 24, last_page: transport ? 1 : 2 }),
    );
  };

  it('shows the results first; Filters opens a full-screen sheet whose button counts what the chosen filters find', async () => {
    setup('/search', bySearch);
    await screen.findByText('24 workers within 20 km of Parramatta NSW');
    expect(screen.queryByRole('form', { name: 'Search filters' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveClass('MuiDialog-paperFullScreen');
    expect(await within(sheet).findByRole('button', { name: 'Show 24 workers' })).toBeVisible();

    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Transport' }));
    const show = await within(sheet).findByRole('button', { name: 'Show 3 workers' });
    expect(where()).toBe('/search');
    fireEvent.click(show);
    await waitFor(() =>
      expect(where()).toBe(
        `/search?filter[address_id]=${address().id}&filter[radius_km]=20&filter[services]=transport`,
      ),
    );
    await screen.findByText('3 workers within 20 km of Parramatta NSW');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' })),
    );
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  it('closing the sheet changes nothing, and it opens again on the search in the URL', async () => {
    setup('/search?filter[services]=transport', bySearch);
    await screen.findByText('3 workers within 20 km of Parramatta NSW');
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    let sheet = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Transport' }));
    await within(sheet).findByRole('button', { name: 'Show 24 workers' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/search?filter[services]=transport');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters (1)' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('checkbox', { name: 'Transport' })).toBeChecked();
    expect(await within(sheet).findByRole('button', { name: 'Show 3 workers' })).toBeVisible();
  });
});

describe('the filters in use', () => {
  it('show as chips above the results, and each chip removes its own filter', async () => {
    setup(
      '/search?filter[radius_km]=50&filter[services]=transport,personal_care&filter[days]=monday&filter[max_rate]=4550&page=2',
    );
    await screen.findByText('1 worker within 20 km of Parramatta NSW');
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Within 50 km', 'Transport', 'Personal care', 'Monday', 'Up to $45.50 an hour']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Transport' }));
    await waitFor(() =>
      expect(where()).toBe(
        '/search?filter[radius_km]=50&filter[services]=personal_care&filter[days]=monday&filter[max_rate]=4550',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Within 50 km' }));
    await waitFor(() =>
      expect(where()).toBe(
        '/search?filter[services]=personal_care&filter[days]=monday&filter[max_rate]=4550',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Transport' })).not.toBeChecked();
  });
});

describe('recent searches', () => {
  it('keeps a search that found its answer for the home screen, without its page number', async () => {
    setup('/search?filter[suburb]=Westmead&filter[services]=personal_care&page=2');
    await screen.findByText(/1 worker within 20 km/);
    await waitFor(() =>
      expect(recentSearches()).toEqual([
        new URLSearchParams({ 'filter[services]': 'personal_care', 'filter[suburb]': 'Westmead' }).toString(),
      ]),
    );
  });

  it('does not keep the bare search near home, nor a search the server refused', async () => {
    setup('/search');
    await screen.findByText('1 worker within 20 km of Parramatta NSW');
    setup('/search?filter[radius_km]=7', () =>
      json(422, {
        message: 'Some of the details need fixing.',
        errors: { 'filter[radius_km]': ['Choose a distance.'] },
      }),
    );
    await screen.findAllByText('Choose a distance.');
    expect(recentSearches()).toEqual([]);
  });
});
