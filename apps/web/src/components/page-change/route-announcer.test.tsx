import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { RouteAnnouncer } from './route-announcer';

function Layout() {
  return (
    <>
      <RouteAnnouncer />
      <nav>
        <Link to="/job">Open the job</Link>
        <Link to="/plain">Open the plain page</Link>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page that draws its heading once its data comes, as a job's page does. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), 400);
    return () => window.clearTimeout(timer);
  }, []);
  // Its title comes with its data, in an effect of the commit that draws the heading.
  useEffect(() => {
    document.title = loaded ? 'Help with my morning routine · Alongside' : 'Jobs · Alongside';
  }, [loaded]);
  return loaded ? (
    <>
      <h1>Help with my morning routine</h1>
      <p>Posted by Clara.</p>
    </>
  ) : (
    <p>Looking up the job…</p>
  );
}

function PlainPage() {
  useEffect(() => {
    document.title = 'Plain · Alongside';
  }, []);
  return <h1>Plain</h1>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/job', element: <SlowPage /> },
          { path: '/plain', element: <PlainPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteAnnouncer', () => {
  it('moves focus to the new page heading and reads its title', async () => {
    renderApp();
    act(() => screen.getByRole('link', { name: 'Open the plain page' }).click());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Plain' })).toHaveFocus());
    // The announcer's words are a state update, drawn by React after the focus has moved.
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Plain · Alongside'));
  });

  it('waits for a heading drawn with the page data instead of focusing the whole main content', async () => {
    renderApp();
    act(() => screen.getByRole('link', { name: 'Open the job' }).click());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Help with my morning routine' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('main')).not.toHaveFocus();
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer')).toHaveTextContent(
        'Help with my morning routine · Alongside',
      ),
    );
  });
});
