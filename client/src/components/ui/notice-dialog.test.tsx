import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { NoticeDialog } from './notice-dialog';

function mount(onClose?: () => void) {
  const onAction = vi.fn();
  renderWithApp(
    <NoticeDialog
      open
      title="Heads up"
      actionLabel="OK"
      onAction={onAction}
      onClose={onClose}
      testId="notice"
      actionTestId="notice-ok"
    >
      Something happened.
    </NoticeDialog>,
  );
  return { onAction };
}

describe('NoticeDialog', () => {
  it('is a named alert dialog whose one button acknowledges it', async () => {
    const { onAction } = mount(vi.fn());
    const dialog = await screen.findByRole('alertdialog', { name: 'Heads up' });
    expect(dialog.textContent).toContain('Something happened.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByTestId('notice-ok'));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape when it may be closed', async () => {
    const onClose = vi.fn();
    mount(onClose);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
