import type { Message } from '@alongside/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatKeys } from '../api/chat-keys';
import { getMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { sendAttachment } from '../api/send-attachment';
import { sendWithRetry } from '../api/send-message';
import { arrivalAnnouncement, messageText } from '../chat-words';
import {
  deleteFromOutbox,
  flushOutbox,
  queueMessage,
  sendAgain,
  subscribeOutboxEvents,
} from '../outbox/outbox';
import type { ChatSocketEvent } from '../socket';
import { lastSequenceOf, withMarks, withMessage, withPage, type Thread } from '../thread-state';
import { POLL_MS, useChatLive } from './use-chat-live';
import { useOnline } from './use-online';
import { useOutbox } from './use-outbox';

/** Rounds of `?after=` in one catch-up: a conversation that far behind is read again from the latest. */
const MAX_CATCH_UP_PAGES = 20;

/**
 * One conversation's messages, kept current: the latest page first, then the live link's events
 * (appended by sequence, a gap filled by fetching what came after), a catch-up after each reconnect
 * or `resync`, and a poll every 10 s while the link is down and the browser online. Sending puts the
 * message in the outbox (outbox/outbox.ts), which sends it with the same `client_id` however often it
 * has to try, offline or not; it shows at once. Your read mark is posted while the page is in view.
 */
export function useThread(id: string, selfId: string, otherName: string) {
  const client = useQueryClient();
  const thread = useQuery({
    queryKey: chatKeys.messages(id),
    queryFn: async ({ signal }) => {
      const page = await getMessages(id, {}, signal);
      const held = client.getQueryData<Thread>(chatKeys.messages(id));
      const first = page.data[0]?.sequence;
      // What is held joins the latest page only without a hole between them.
      const joins = held && (first === undefined || first <= lastSequenceOf(held) + 1);
      return withPage(joins ? held : undefined, page);
    },
    staleTime: Infinity,
    // Read even while the browser says offline: the service worker answers with the saved copy.
    networkMode: 'offlineFirst',
  });
  const pending = useOutbox(id, selfId);
  const online = useOnline();
  const [announcement, setAnnouncement] = useState('');
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  /** Folds a change into the thread and announces the other person's messages it brought. */
  const absorb = useCallback(
    (change: (held: Thread) => Thread) => {
      let arrived: Message[] = [];
      client.setQueryData<Thread>(chatKeys.messages(id), (held) => {
        if (!held) return held;
        const next = change(held);
        const before = lastSequenceOf(held);
        arrived = next.messages.filter(
          (message) => message.sequence > before && message.sender_id !== selfId,
        );
        return next;
      });
      if (arrived.length > 0) {
        setAnnouncement(
          arrived
            .map((message) => arrivalAnnouncement(otherName, messageText(message), message.about ?? null))
            .join(' '),
        );
      }
    },
    [client, id, selfId, otherName],
  );

  const catchingUp = useRef<Promise<void> | null>(null);
  const catchUpAgain = useRef(false);
  /** Fetches what came after the last message held, page by page; one run at a time. */
  const catchUp = useCallback((): Promise<void> => {
    if (catchingUp.current) {
      catchUpAgain.current = true;
      return catchingUp.current;
    }
    const run = async () => {
      do {
        catchUpAgain.current = false;
        for (let pages = 0; pages < MAX_CATCH_UP_PAGES; pages += 1) {
          const held = client.getQueryData<Thread>(chatKeys.messages(id));
          if (!held) return;
          const after = lastSequenceOf(held);
          const page = await getMessages(id, { after });
          absorb((current) => withPage(current, page));
          const reached = page.data.at(-1)?.sequence ?? after;
          if (page.data.length === 0 || reached >= page.meta.last_sequence) break;
        }
      } while (catchUpAgain.current);
    };
    catchingUp.current = run()
      .catch(() => undefined)
      .finally(() => {
        catchingUp.current = null;
      });
    return catchingUp.current;
  }, [client, id, absorb]);

  const refreshConversation = useCallback(
    () => client.invalidateQueries({ queryKey: chatKeys.conversation(id) }),
    [client, id],
  );

  /** A message of this conversation, from the live link or a send: appended, or the gap fetched. */
  const take = useCallback(
    (message: Message) => {
      let gap = false;
      absorb((held) => {
        const result = withMessage(held, message);
        gap = result.gap;
        return result.thread;
      });
      if (gap) void catchUp();
    },
    [absorb, catchUp],
  );

  const onEvent = useCallback(
    (event: ChatSocketEvent) => {
      switch (event.type) {
        case 'connected':
          // The link is back: so is the connection, most likely. What waited goes now.
          void flushOutbox(selfId);
          void catchUp();
          void refreshConversation();
          break;
        case 'resync':
          void catchUp();
          void refreshConversation();
          break;
        case 'message':
          if (event.message.conversation_id === id) {
            take(event.message);
            // An application or a request sent it: the conversation is now about that.
            if (event.message.about) void refreshConversation();
          }
          break;
        case 'read':
          if (event.conversation_id === id) {
            absorb((held) => withMarks(held, { mine: event.user_id === selfId, ...event }));
          }
          break;
        case 'conversation':
          if (event.conversation_id === id) void refreshConversation();
          break;
        default:
          break;
      }
    },
    [id, selfId, catchUp, take, absorb, refreshConversation],
  );
  const { polling } = useChatLive(selfId, onEvent);

  useEffect(() => {
    if (!polling || !online) return undefined;
    const timer = setInterval(() => {
      void catchUp();
      void refreshConversation();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [polling, online, catchUp, refreshConversation]);

  // What the outbox sent joins the thread; a refusal for a block shows as the conversation's state.
  useEffect(
    () =>
      subscribeOutboxEvents((event) => {
        if (event.type === 'sent' && event.message.conversation_id === id) take(event.message);
        if (event.type === 'refused' && event.conversation_id === id && event.status === 403)
          void refreshConversation();
      }),
    [id, take, refreshConversation],
  );
  // Opening a conversation sends what waits (written offline, or before the app was closed), and
  // fetches what came while it was not on screen (the outbox may have sent some of it meanwhile).
  useEffect(() => {
    void flushOutbox(selfId);
    if (client.getQueryData(chatKeys.messages(id))) void catchUp();
  }, [client, id, selfId, catchUp]);

  const { mutate: postRead } = useMarkRead(id);
  const postedUpTo = useRef(0);
  const data = thread.data;
  useEffect(() => {
    if (!data) return undefined;
    const markIfSeen = () => {
      const last = lastSequenceOf(data);
      if (document.visibilityState !== 'visible' || last <= data.read_up_to || last <= postedUpTo.current)
        return;
      postedUpTo.current = last;
      postRead(last, {
        onSuccess: ({ data: conversation }) =>
          absorb((held) =>
            withMarks(held, { mine: true, delivered_up_to: 0, read_up_to: conversation.read_up_to }),
          ),
        onError: () => {
          postedUpTo.current = 0;
        },
      });
    };
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [data, postRead, absorb]);

  /** Keeps the message in the outbox with an id made here, so however often it is sent it is one message. */
  const send = useCallback(
    (body: string) => {
      void queueMessage({
        client_id: crypto.randomUUID(),
        user_id: selfId,
        conversation_id: id,
        body,
        written_at: new Date().toISOString(),
      });
    },
    [id, selfId],
  );

  /**
   * A photo or PDF goes at once, online only (decision 039: files are not kept in the outbox), tried
   * again with the same id on a network failure; it joins the thread when the server has it.
   */
  const sendFile = useCallback(
    async (file: File, body = '') => {
      const message = await sendWithRetry(
        (clientId) => sendAttachment(id, clientId, file, body),
        crypto.randomUUID(),
      );
      take(message);
    },
    [id, take],
  );

  /** "Try again" on a message that was not sent: the same id, so it cannot arrive twice. */
  const retry = useCallback((clientId: string) => void sendAgain(selfId, clientId), [selfId]);
  /** "Delete" on a message that was not sent. */
  const discard = useCallback((clientId: string) => void deleteFromOutbox(clientId), []);

  const loadEarlier = useCallback(async () => {
    const first = thread.data?.messages[0]?.sequence;
    if (first === undefined) return;
    setLoadingEarlier(true);
    try {
      const page = await getMessages(id, { before: first });
      absorb((held) => withPage(held, page, { earlier: true }));
    } finally {
      setLoadingEarlier(false);
    }
  }, [id, thread.data, absorb]);

  const sentIds = new Set(thread.data?.messages.map((message) => message.client_id));
  return {
    thread,
    /** Yours on the way, waiting or refused; one the server already holds is shown from the thread. */
    pending: pending.filter((each) => !sentIds.has(each.client_id)),
    announcement,
    send,
    sendFile,
    retry,
    discard,
    loadEarlier,
    loadingEarlier,
  };
}
