import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TouchLink } from './touch-link';

describe('TouchLink', () => {
  it('shows its words as a link to the page, with a target a finger can hit', () => {
    render(
      <MemoryRouter>
        <TouchLink to="/requests?state=pending" sx={{ fontWeight: 600 }}>
          Answer the request
        </TouchLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Answer the request' });
    expect(link).toBeVisible();
    expect(link).toHaveTextContent('Answer the request');
    expect(link).toHaveAttribute('href', '/requests?state=pending');
    expect(link).toHaveStyle({
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '44px',
      fontWeight: 600,
    });
  });

  it('passes on what a link says to a screen reader', () => {
    render(
      <MemoryRouter>
        <TouchLink to="/notifications" aria-label="Open: Your police check is approved">
          Open
        </TouchLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Open: Your police check is approved' })).toHaveTextContent(
      'Open',
    );
  });
});
