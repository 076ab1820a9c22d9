import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SvgIconComponent } from '@mui/icons-material';
import { DefaultLayout, type FrameDestination } from './default-layout';

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

  it('draws the navigation again only when a destination changes, not for a new title', () => {
    let iconDraws = 0;
    const CountedIcon = ((props: object) => {
      iconDraws += 1;
      return <HomeOutlined {...props} />;
    }) as unknown as SvgIconComponent;
    // The route's frame keeps its destinations while they are the same (app/routes/default-layout.tsx).
    const lists = new Map<number, FrameDestination[]>();
    const destinationsWith = (unread: number) => {
      if (!lists.has(unread))
        lists.set(unread, [
          { to: '/', label: 'Home', Icon: CountedIcon, current: true },
          { to: '/chat', label: 'Messages', Icon: ChatBubbleOutlineOutlined, current: false, badge: unread },
        ]);
      return lists.get(unread)!;
    };
    const page = <h1>Home</h1>;
    const layout = (title: string, unread: number) => (
      <DefaultLayout title={title} destinations={destinationsWith(unread)}>
        {page}
      </DefaultLayout>
    );
    const { rerender } = render(<MemoryRouter>{layout('', 0)}</MemoryRouter>);
    rerender(<MemoryRouter>{layout('Home', 0)}</MemoryRouter>);
    expect(screen.getByTestId('frame-title')).toHaveTextContent('Home');
    expect(iconDraws).toBe(1);
    rerender(<MemoryRouter>{layout('Home', 3)}</MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
    expect(iconDraws).toBe(2);
  });
});
