import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';

function Form({ pending, onSubmit }: { pending: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Message
        <input name="message" />
      </label>
      <SubmitButton pending={pending}>Send my application</SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('sends the form when pressed', () => {
    const onSubmit = vi.fn();
    render(<Form pending={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while the form is sent, keeps its words and the focus, and a second press sends nothing', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Form pending={false} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Send my application' });
    button.focus();
    rerender(<Form pending onSubmit={onSubmit} />);
    expect(button).toHaveFocus();
    expect(button).toBeVisible();
    expect(button).toHaveTextContent('Send my application');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
