import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { Composer } from './composer';

describe('the message composer', () => {
  it('says aloud why an empty message was not sent, and puts the focus on the message to mend it', () => {
    const onSend = vi.fn();
    renderWithProviders(<Composer onSend={onSend} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSend).not.toHaveBeenCalled();
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Write a message.');
    expect(screen.getByTestId('composer-announcer')).toHaveTextContent('Write a message.');
  });

  it('says it again when Enter is pressed on an empty message again', () => {
    renderWithProviders(<Composer onSend={vi.fn()} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    const announcer = screen.getByTestId('composer-announcer');
    fireEvent.keyDown(message, { key: 'Enter' });
    const first = announcer.firstElementChild;
    fireEvent.keyDown(message, { key: 'Enter' });

    // A new line in the same live region: a screen reader reads the same words again.
    expect(screen.getByTestId('composer-announcer')).toBe(announcer);
    expect(announcer.firstElementChild).not.toBe(first);
    expect(announcer).toHaveTextContent('Write a message.');
  });

  it('sends the words and says nothing when the message is fine', () => {
    const onSend = vi.fn();
    renderWithProviders(<Composer onSend={onSend} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(message, { target: { value: '  See you Tuesday  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSend).toHaveBeenCalledWith('See you Tuesday');
    expect(screen.getByTestId('composer-announcer')).toBeEmptyDOMElement();
  });
});
