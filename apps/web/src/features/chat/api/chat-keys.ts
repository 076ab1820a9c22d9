/** The chat area's query keys: every key starts with the area (STYLE.md). */
export const CHAT_QUERY_KEY = ['chat'] as const;
export const chatKeys = {
  lists: [...CHAT_QUERY_KEY, 'conversations'] as const,
  conversation: (id: string) => [...CHAT_QUERY_KEY, 'conversation', id] as const,
  messages: (id: string) => [...CHAT_QUERY_KEY, 'messages', id] as const,
  attachment: (url: string) => [...CHAT_QUERY_KEY, 'attachment', url] as const,
};
