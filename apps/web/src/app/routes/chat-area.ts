// The chat area's pages, loaded as one file (decision 034: one entry in the router's list of files to
// fetch, which sits in the entry JavaScript at its budget). The live link (features/chat/socket.ts)
// comes with them, so no other page opens it.
export { Component as ConversationsPage } from './chat';
export { Component as ConversationPage } from './chat-conversation';
