import type { PageMeta } from '@alongside/contract';
import Pagination from '@mui/material/Pagination';

/** Page numbers under a list, only when there is more than one page. */
export function PageLinks({
  meta,
  label,
  onPage,
}: {
  meta: PageMeta;
  label: string;
  onPage: (page: number) => void;
}) {
  if (meta.last_page <= 1) return null;
  return (
    <Pagination
      count={meta.last_page}
      page={meta.page}
      onChange={(_event, page) => onPage(page)}
      aria-label={label}
      siblingCount={0}
      sx={{ '& .MuiPaginationItem-root': { minWidth: 44, minHeight: 44 } }}
    />
  );
}
