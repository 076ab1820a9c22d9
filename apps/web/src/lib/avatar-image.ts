import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from './api-client';

/**
 * A saved photo (your own, or a worker's in search) as a URL an <img> can show. Photos need the
 * access token (only members see them), so they are fetched as bytes rather than linked; the id
 * changes with each upload, so a copy never goes stale, and one photo is fetched once.
 */
export function useAvatarImage(avatar: { id: string; url: string } | null): string | undefined {
  const { data } = useQuery({
    queryKey: ['profiles', 'avatar', avatar?.id],
    queryFn: () => api.get<Blob>(avatar!.url, { responseType: 'blob', snackbar: false }),
    enabled: avatar !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : undefined), [data]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
