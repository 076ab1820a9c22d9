import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AlreadyAsked } from './already-asked';

describe('AlreadyAsked', () => {
  it('says the request waits, until when, and links to the requests', () => {
    renderWithProviders(
      <AlreadyAsked
        name="Wes"
        request={{ sent_at: '2026-11-27T23:00:00.000Z', expires_at: '2026-12-04T23:00:00.000Z' }}
      />,
    );
    const notice = screen.getByRole('region', { name: 'You have already asked Wes' });
    expect(notice).toBeVisible();
    expect(notice).toHaveTextContent(
      'Your request of 28 November 2026 waits for Wes’s answer until 5 December 2026.',
    );
    expect(screen.getByRole('link', { name: 'See your requests' })).toHaveAttribute('href', '/requests');
  });
});
