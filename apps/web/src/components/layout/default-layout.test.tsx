import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DefaultLayout } from './default-layout';

function frame(unread: number) {
  return render(
    <MemoryRouter>
      <DefaultLayout
        title="Home"
        destinations={[
          { to: '/', label: 'Home', Icon: HomeOutlined, current: true },
          { to: '/chat', label: 'Messages', Icon: ChatBubbleOutlineOutlined, current: false, badge: unread },
        ]}
      >
        <h1>Home</h1>
      </DefaultLayout>
    </MemoryRouter>,
  );
}

describe('DefaultLayout', () => {
  it.each([
    [0, 'Messages'],
    [1, 'Messages, 1 unread'],
    [120, 'Messages, 120 unread'],
  ])('with %i unread messages names the destination %j', (unread, name) => {
    frame(unread);
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const link = within(navigation).getByRole('link', { name });
    expect(link).toHaveAttribute('href', '/chat');
    // The visible text is the label (and the count, when there is one), never a hidden "0".
    expect(link).toHaveTextContent(unread === 0 ? /^Messages$/ : /^\d+\+?Messages$/);
    expect(within(navigation).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the count on the icon, 99+ past 99, and none at 0', () => {
    const { unmount } = frame(120);
    expect(screen.getByText('99+')).toBeInTheDocument();
    unmount();
    frame(0);
    expect(screen.queryByText('0')).toBeNull();
  });
});
