/**
 * A file a person sends us, a verification document or a message's attachment: PDF, JPEG or PNG as
 * read from its bytes, at most 10 MB (decision 017). Each area names its own limits from these.
 */
export const CHECKED_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CHECKED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
