import Button from '@mui/material/Button';

/** What a paged list's query gives to load its next page (TanStack Query's infinite query). */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Show more" under a paged list, while it has more: the one way a long list grows, for those who
 * do not scroll to its end as well as those who do.
 */
export function ShowMore({
  pages,
  variant = 'outlined',
}: {
  pages: NextPage;
  variant?: 'outlined' | 'text';
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      size="large"
      sx={{ alignSelf: 'flex-start' }}
      loading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      Show more
    </Button>
  );
}
