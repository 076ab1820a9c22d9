import { describe, expect, it } from 'vitest';
import {
  dayHeading,
  fileSizeText,
  groupByDay,
  listTime,
  markOf,
  MARK_TEXTS,
  messageText,
  previewText,
} from './chat-words';

const SYDNEY = 'Australia/Sydney';
// Friday 27 November 2026, 2:13 pm in Sydney (UTC+11).
const NOW = new Date('2026-11-27T03:13:00Z');

describe('the heading of a day of messages', () => {
  it.each([
    ['2026-11-27T00:05:00Z', 'Today'],
    // 11:30 pm on the 26th in Sydney is yesterday there, although it is the 26th in UTC too.
    ['2026-11-26T12:30:00Z', 'Yesterday'],
    // 1:30 pm on the 26th in UTC is half past midnight on the 27th in Sydney.
    ['2026-11-26T13:30:00Z', 'Today'],
    ['2026-11-24T02:00:00Z', 'Tuesday 24 November'],
    ['2025-11-24T02:00:00Z', 'Monday 24 November 2025'],
  ])('a message sent at %s is under "%s"', (at, heading) => {
    expect(dayHeading(at, NOW, SYDNEY)).toBe(heading);
  });

  it('groups messages in their order under one heading per day', () => {
    const at = (sent_at: string, sequence: number) => ({ sent_at, sequence });
    const groups = groupByDay(
      [
        at('2026-11-24T02:00:00Z', 1),
        at('2026-11-24T05:00:00Z', 2),
        at('2026-11-26T12:30:00Z', 3),
        at('2026-11-27T00:05:00Z', 4),
        at('2026-11-27T03:00:00Z', 5),
      ],
      NOW,
      SYDNEY,
    );
    expect(groups.map((group) => [group.heading, group.items.map((item) => item.sequence)])).toEqual([
      ['Tuesday 24 November', [1, 2]],
      ['Yesterday', [3]],
      ['Today', [4, 5]],
    ]);
  });

  it.each([
    ['2026-11-27T00:05:00Z', '11:05 am'],
    ['2026-11-26T12:30:00Z', 'Yesterday'],
    ['2026-11-24T02:00:00Z', 'Tuesday'],
    ['2026-11-10T02:00:00Z', '10 Nov'],
  ])('the list shows the last message of %s as "%s"', (at, text) => {
    expect(listTime(at, NOW, SYDNEY)).toBe(text);
  });
});

describe('the mark on a message you sent', () => {
  it.each([
    [5, { other_delivered_up_to: 4, other_read_up_to: 3 }, 'Sent'],
    [4, { other_delivered_up_to: 4, other_read_up_to: 3 }, 'Delivered'],
    [3, { other_delivered_up_to: 4, other_read_up_to: 3 }, 'Read'],
    [1, { other_delivered_up_to: 0, other_read_up_to: 0 }, 'Sent'],
  ])('message %i with the other person at %j reads "%s"', (sequence, marks, text) => {
    expect(MARK_TEXTS[markOf(sequence, marks)]).toBe(text);
  });
});

describe('a file in words', () => {
  it.each([
    [500, '1 KB'],
    [120 * 1024, '120 KB'],
    [3.4 * 1024 * 1024, '3.4 MB'],
  ])('%i bytes read "%s"', (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });

  const attachment = { id: 'a1', name: 'map.png', type: 'image/png' as const, size: 10, url: '/x' };
  it.each([
    [{ body: 'Hello', attachment: null }, 'Hello'],
    [{ body: 'See the map', attachment }, 'See the map'],
    [{ body: '', attachment }, 'A photo: map.png'],
    [
      { body: '', attachment: { ...attachment, name: 'plan.pdf', type: 'application/pdf' as const } },
      'A PDF: plan.pdf',
    ],
  ])('%j says "%s"', (message, text) => {
    expect(messageText(message)).toBe(text);
  });

  it.each([
    [{ body: 'Hello', attachment_name: null }, 'Hello'],
    [{ body: 'See the map', attachment_name: 'map.png' }, 'See the map'],
    [{ body: '', attachment_name: 'map.png' }, 'Sent map.png'],
  ])('a last message of %j reads "%s" in the list', (last, text) => {
    expect(previewText(last)).toBe(text);
  });
});
