import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notFoundLoader } from './route-error';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => sessionStorage.clear());

function renderAt(path: string, loader: () => never) {
  const router = createMemoryRouter(
    [{ path: '*', loader, element: null, ErrorBoundary: RouteErrorBoundary, HydrateFallback: () => null }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the error pages (spec §2)', () => {
  it('shows the not-found page for 404, with the path in the description', async () => {
    renderAt('/no/such', notFoundLoader as () => never);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByText('Page not found: /no/such')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    // The title is set by an effect, which may run just after the page is drawn.
    await waitFor(() => expect(document.title).toBe('Page Not Found · Alongside'));
  });

  it('shows the internal-error page for anything else, with the error message', async () => {
    renderAt('/jobs', () => {
      throw new Error('The jobs could not be read.');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
    expect(screen.getByText('500')).toBeVisible();
    expect(screen.getByText('The jobs could not be read.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('renders nothing for a bot', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    const { container } = renderAt('/no/such', notFoundLoader as () => never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    vi.restoreAllMocks();
  });

  it('after a failed page download it shows the error page when a reload was made within 10 s', async () => {
    sessionStorage.setItem('alongside:last-chunk-reload', String(Date.now()));
    renderAt('/jobs', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/jobs-abc.js');
    });
    expect(await screen.findByText(/This page could not be loaded/)).toBeVisible();
  });
});
