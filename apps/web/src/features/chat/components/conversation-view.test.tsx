import 'fake-indexeddb/auto';
import {
  CHAT_MESSAGES,
  DOCUMENT_MESSAGES,
  type Conversation,
  type ConversationListResponse,
  type Message,
} from '@alongside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi, json, type FakeRequest } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { clearUserDatabases } from '../../../lib/pwa/user-databases';
import { conversationsQueryOptions } from '../api/get-conversations';
import { OFFLINE_TEXTS } from '../chat-words';
import { resetOutboxStatus } from '../outbox/outbox';
import { closeOutbox } from '../outbox/outbox-store';
import { closeChatSocket } from '../socket';
import { ConversationView } from './conversation-view';

const ME = 'u-me';
const WES = 'u-wes';

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    other: { id: WES, first_name: 'Wes', last_initial: 'T', user_type: 'worker', avatar: null },
    about: { kind: 'profile', title: 'Wes’s profile', link: `/userDetails/${WES}` },
    last_message: null,
    last_sequence: 2,
    unread_count: 0,
    read_up_to: 2,
    other_delivered_up_to: 1,
    other_read_up_to: 1,
    blocked_by_me: false,
    blocked_by_other: false,
    can_write: true,
    reported: false,
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

function message(
  sequence: number,
  sender: string,
  body: string,
  clientId = `00000000-0000-4000-8000-00000000000${sequence}`,
): Message {
  return {
    id: `m${sequence}`,
    conversation_id: 'c1',
    sequence,
    sender_id: sender,
    client_id: clientId,
    body,
    attachment: null,
    about: null,
    sent_at: new Date().toISOString(),
  };
}

function page(data: Message[], last = data.at(-1)?.sequence ?? 0) {
  return {
    data,
    meta: {
      limit: 50,
      last_sequence: last,
      has_earlier: false,
      read_up_to: 2,
      other_delivered_up_to: 1,
      other_read_up_to: 1,
    },
  };
}

/** A WebSocket the test drives: open it, push events, see what the app sent. */
class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

function latestSocket(): FakeSocket {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
}

function start(handlers: Record<string, (request: FakeRequest) => Response | Promise<Response>> = {}) {
  const api = fakeApi({
    'GET /api/conversations/c1': () => json(200, { data: conversation() }),
    'GET /api/conversations/c1/messages': () =>
      json(200, page([message(1, ME, 'Hello Wes'), message(2, WES, 'Hi Clara')])),
    'POST /api/conversations/c1/read': () => json(200, { data: conversation(), message: 'Read.' }),
    ...handlers,
  });
  renderWithProviders(<ConversationView id="c1" selfId={ME} />);
  return api;
}

const WAITING = 'Waiting to send — will send when you are back online';

beforeEach(async () => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  resetOutboxStatus();
  await closeOutbox();
  await clearUserDatabases();
});
afterEach(() => {
  closeChatSocket();
  vi.restoreAllMocks();
});

/** The text of the style rules that apply to an element (jsdom computes no `var()`). */
function cssRulesOf(element: Element): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter(
      (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && element.matches(rule.selectorText),
    )
    .map((rule) => rule.cssText)
    .join('\n');
}

/** What the composer sent, each time it was sent. */
function sends(api: { requests: FakeRequest[] }) {
  return api.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/messages'));
}

describe('a conversation', () => {
  it('shows the messages under their day, yours with their mark, and what it is about', async () => {
    start();
    await screen.findByRole('heading', { level: 1, name: 'Wes T.' });
    const today = await screen.findByRole('region', { name: 'Today' });
    const items = within(today).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^You: Hello Wes.*Read$/),
      expect.stringMatching(/^Wes: Hi Clara/),
    ]);
    expect(screen.getByRole('link', { name: 'Wes’s profile' })).toHaveAttribute(
      'href',
      `/userDetails/${WES}`,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(screen.getByText(/0 of 5000 characters/)).toBeVisible();
  });

  it('shows a message at once as "Sending…", keeps it waiting after the retries, and sends it with the same client_id when the link is back', async () => {
    vi.stubGlobal('crypto', { ...crypto, randomUUID: () => '6f1c7b9e-1d2a-4c3b-8e5f-0a1b2c3d4e5f' });
    let fail = true;
    const api = start({
      'POST /api/conversations/c1/messages': (request) => {
        if (fail) throw new TypeError('Failed to fetch');
        const body = request.body as { client_id: string; body: string };
        return json(201, { data: message(3, ME, body.body, body.client_id) });
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const box = await screen.findByRole('textbox', { name: 'Message' });
      fireEvent.change(box, { target: { value: 'Are you free on Tuesday?' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(await screen.findByText('Sending…')).toBeVisible();
      expect(box).toHaveValue('');
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(await screen.findByText(WAITING)).toBeVisible();
      expect(screen.queryByText('Not sent')).toBeNull();
      fail = false;
      act(() => latestSocket().open());
      await waitFor(() => expect(screen.queryByText(WAITING)).toBeNull());
      await screen.findByText('Are you free on Tuesday?');
      expect(sends(api).length).toBe(5);
      expect(new Set(sends(api).map((request) => (request.body as { client_id: string }).client_id))).toEqual(
        new Set(['6f1c7b9e-1d2a-4c3b-8e5f-0a1b2c3d4e5f']),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('offline: says the messages are the saved ones, keeps a new one waiting, and sends it once when back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = start({
      'POST /api/conversations/c1/messages': (request) => {
        const body = request.body as { client_id: string; body: string };
        return json(201, { data: message(3, ME, body.body, body.client_id) });
      },
    });
    expect(await screen.findByText(OFFLINE_TEXTS.messages)).toBeVisible();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Written offline' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const waiting = await screen.findByText(WAITING);
    expect(waiting.closest('li')).toHaveTextContent('Written offline');
    expect(sends(api)).toHaveLength(0);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
      latestSocket().open();
    });
    await waitFor(() => expect(screen.queryByText(WAITING)).toBeNull());
    expect(screen.queryByText(OFFLINE_TEXTS.messages)).toBeNull();
    expect(screen.getAllByText('Written offline')).toHaveLength(1);
    expect(sends(api)).toHaveLength(1);
  });

  it('marks a refused message "Not sent" with the reason, and deletes it when asked', async () => {
    start({
      'POST /api/conversations/c1/messages': () => json(422, { message: 'The message is too long.' }),
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'A message the server refuses' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Not sent')).toBeVisible();
    expect(screen.getByText('The message is too long.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('A message the server refuses')).toBeNull());
  });

  it('Shift+Enter starts a new line instead of sending', async () => {
    const api = start();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(
      api.requests.some((request) => request.method === 'POST' && request.path.endsWith('/messages')),
    ).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Sending…')).toBeVisible();
  });

  it('appends a live message by sequence, announces it, says it was delivered, and fetches a gap', async () => {
    const held = [message(1, ME, 'Hello Wes'), message(2, WES, 'Hi Clara')];
    const api = start({
      'GET /api/conversations/c1/messages': (request) => {
        const after = Number(request.query.get('after') ?? -1);
        return json(
          200,
          page(after < 0 ? held : held.filter((each) => each.sequence > after), held.at(-1)?.sequence),
        );
      },
    });
    await screen.findByText('Hi Clara');
    const socket = latestSocket();
    act(() => socket.open());
    held.push(message(3, WES, 'See you at ten'));
    act(() => socket.receive({ type: 'message', message: message(3, WES, 'See you at ten') }));
    expect(await screen.findByText('See you at ten')).toBeVisible();
    expect(screen.getByTestId('message-announcer')).toHaveTextContent(
      'New message from Wes T.: See you at ten',
    );
    // The socket reads its first event once the events' schema has loaded.
    await waitFor(() =>
      expect(socket.sent).toContainEqual({ type: 'delivered', conversation_id: 'c1', sequence: 3 }),
    );
    // The same message again is not shown twice.
    act(() => socket.receive({ type: 'message', message: message(3, WES, 'See you at ten') }));
    expect(screen.getAllByText('See you at ten')).toHaveLength(1);
    // Message 4 never came live: on 5 the screen fetches what came after 3, in order.
    held.push(message(4, WES, 'At the library'), message(5, WES, 'Bring the forms'));
    act(() => socket.receive({ type: 'message', message: message(5, WES, 'Bring the forms') }));
    await screen.findByText('Bring the forms');
    const mine = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(mine.map((text) => text.replace(/\d{1,2}:\d{2}.*$/, ''))).toEqual([
      'You: Hello Wes',
      'Wes: Hi Clara',
      'Wes: See you at ten',
      'Wes: At the library',
      'Wes: Bring the forms',
    ]);
    expect(api.requests.some((request) => request.query.get('after') === '3')).toBe(true);
    // The read mark is posted while the page is in view.
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path.endsWith('/read')).at(-1)?.body).toEqual({
        sequence: 5,
      }),
    );
  });

  it("shows the other person's read mark on your message when it moves", async () => {
    start();
    await screen.findByText('Hi Clara');
    const socket = latestSocket();
    act(() => socket.open());
    act(() =>
      socket.receive({
        type: 'message',
        message: message(3, ME, 'Thank you', '6f1c7b9e-1d2a-4c3b-8e5f-0a1b2c3d4e5f'),
      }),
    );
    const mine = await screen.findByText('Thank you');
    const item = mine.closest('li')!;
    expect(item).toHaveTextContent(/Sent$/);
    act(() =>
      socket.receive({
        type: 'read',
        conversation_id: 'c1',
        user_id: WES,
        delivered_up_to: 3,
        read_up_to: 3,
      }),
    );
    await waitFor(() => expect(item).toHaveTextContent(/Read$/));
  });

  it('reads again every 10 s while the live link cannot connect', async () => {
    const api = start();
    await screen.findByText('Hi Clara');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => latestSocket().onclose?.({ code: 1006 }));
      const reads = () =>
        api.requests.filter(
          (request) => request.path.endsWith('/messages') && request.query.get('after') === '2',
        ).length;
      expect(reads()).toBe(0);
      await act(() => vi.advanceTimersByTimeAsync(10_500));
      expect(reads()).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('replaces the composer with the kind words once the other person blocks', async () => {
    let blocked = false;
    start({
      'GET /api/conversations/c1': () =>
        json(200, { data: conversation(blocked ? { blocked_by_other: true, can_write: false } : {}) }),
    });
    await screen.findByRole('textbox', { name: 'Message' });
    const socket = latestSocket();
    act(() => socket.open());
    blocked = true;
    act(() => socket.receive({ type: 'conversation', conversation_id: 'c1' }));
    expect(await screen.findByText(CHAT_MESSAGES.blockedByOther)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('reports the conversation with a reason and a note, then says thank you', async () => {
    const api = start({
      'POST /api/conversations/c1/report': () =>
        json(200, { data: conversation({ reported: true }), message: CHAT_MESSAGES.reported }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(within(dialog).getByText('Choose why you are reporting this.')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'I feel unsafe' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Anything our team should know/ }), {
      target: { value: 'He asked for my bank details.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByText(CHAT_MESSAGES.reported)).toBeVisible();
    expect(api.requests.find((request) => request.path.endsWith('/report'))?.body).toEqual({
      reason: 'unsafe',
      note: 'He asked for my bank details.',
    });
  });

  it('marks a message an application sent with the job, announces it so, and shows the conversation is about the job', async () => {
    const about = { kind: 'application' as const, title: 'Monday morning help', link: '/jobs/j1' };
    let current = conversation();
    const held = [message(1, ME, 'Hello Wes'), message(2, WES, 'Hi Clara')];
    start({
      'GET /api/conversations/c1': () => json(200, { data: current }),
      'GET /api/conversations/c1/messages': () => json(200, page(held)),
      'POST /api/conversations/c1/read': () => json(200, { data: current, message: 'Read.' }),
    });
    await screen.findByText('Hi Clara');
    expect(screen.queryByTestId('message-about')).toBeNull();
    const socket = latestSocket();
    act(() => socket.open());
    const applied = { ...message(3, WES, 'I would love to help.'), about };
    held.push(applied);
    current = conversation({ about });
    act(() => socket.receive({ type: 'message', message: applied }));

    const line = await screen.findByTestId('message-about');
    expect(line.closest('li')).toHaveTextContent('I would love to help.');
    expect(within(line).getByRole('link', { name: 'Applied to: Monday morning help' })).toHaveAttribute(
      'href',
      '/jobs/j1',
    );
    expect(screen.getByTestId('message-announcer')).toHaveTextContent(
      'New message from Wes T., Applied to: Monday morning help: I would love to help.',
    );
    // The header follows: the conversation is now about the job.
    expect(await screen.findByRole('link', { name: 'Monday morning help' })).toHaveAttribute(
      'href',
      '/jobs/j1',
    );
  });

  it('keeps the composer in a dock that sticks to the foot of the screen, above the bottom navigation, after the messages', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    // jsdom has no scrollIntoView (the view calls it only where there is one).
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    start();
    await screen.findByText('Hi Clara');
    const dock = screen.getByTestId('composer-dock');
    expect(dock).toContainElement(screen.getByRole('form', { name: 'Write a message' }));
    // Layout cannot be measured here: the dock's rules are what the browser pins it with.
    expect(dock).toHaveStyle({ position: 'sticky' });
    expect(cssRulesOf(dock)).toContain('bottom: var(--bottom-navigation-room, 0px)');
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(messages.compareDocumentPosition(dock) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(messages).not.toContainElement(dock);
    // Opening scrolls to the foot of the conversation (after the dock), so the newest message shows
    // just above the composer; its scroll margin keeps it clear of the bottom navigation.
    const end = screen.getByTestId('conversation-end');
    await waitFor(() => expect(scrolled).toContain(end));
    expect(dock.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cssRulesOf(end)).toContain('scroll-margin-bottom: var(--bottom-navigation-room, 0px)');
  });

  it('names the person in the page’s title, from the list it was opened from before its own read answers', async () => {
    fakeApi({ 'GET /api/conversations/c1': () => new Promise<Response>(() => {}) });
    function OpenedFromTheList() {
      const client = useQueryClient();
      useState(() =>
        client.setQueryData<ConversationListResponse>(conversationsQueryOptions().queryKey, {
          data: [conversation()],
          meta: { page: 1, limit: 20, total: 1, last_page: 1, unread: 0 },
        }),
      );
      return <ConversationView id="c1" selfId={ME} />;
    }
    renderWithProviders(<OpenedFromTheList />);
    await waitFor(() => expect(document.title).toBe('Wes T. · Messages · Alongside'));
  });

  it('names the person in the page’s title once the conversation is read', async () => {
    start();
    await screen.findByRole('heading', { level: 1, name: 'Wes T.' });
    await waitFor(() => expect(document.title).toBe('Wes T. · Messages · Alongside'));
  });

  it('refuses a file of another type beside the Attach button, out loud, and leaves the message and focus alone', async () => {
    const api = start();
    const attach = await screen.findByRole('button', { name: 'Attach a photo or PDF' });
    attach.focus();
    chooseFile(new File(['notes'], 'notes.txt', { type: 'text/plain' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Attach a PDF, JPEG or PNG file.');
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(attach).toHaveFocus();
    expect(api.requests.some((request) => request.path.endsWith('/attachments'))).toBe(false);
  });

  it('keeps focus on the Attach button while a file is sent, and says beside it why the server refused it', async () => {
    let refuse: (response: Response) => void = () => {};
    start({
      'POST /api/conversations/c1/attachments': () =>
        new Promise<Response>((resolve) => {
          refuse = resolve;
        }),
    });
    const attach = await screen.findByRole('button', { name: 'Attach a photo or PDF' });
    attach.focus();
    chooseFile(new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Sending plan.pdf…')).toBeVisible();
    expect(attach).toHaveAttribute('aria-disabled', 'true');
    expect(attach).toHaveFocus();
    act(() =>
      refuse(json(422, { message: 'Check the file.', errors: { file: [DOCUMENT_MESSAGES.fileNotAllowed] } })),
    );
    // The server's own words for a file it refuses by its bytes (shared with document uploads).
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.fileNotAllowed),
    );
    expect(attach).not.toHaveAttribute('aria-disabled');
    expect(attach).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a reason out loud: focus goes to the first reason, marked invalid and described by the error', async () => {
    const api = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));

    const first = within(dialog).getByRole('radio', { name: 'They are harassing or bullying me' });
    expect(first).toHaveFocus();
    for (const radio of within(dialog).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio).toHaveAccessibleDescription('Choose why you are reporting this.');
    }
    expect(api.requests.some((request) => request.path.endsWith('/report'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'I feel unsafe' }));
    expect(within(dialog).getByRole('radio', { name: 'I feel unsafe' })).not.toHaveAttribute('aria-invalid');
  });
});

/** The device's file chooser answering with `file` (the hidden input the Attach button opens). */
function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}
