import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { UnreadBell } from './NavbarTools';

describe('UnreadBell', () => {
  it('renders nothing without unread messages', () => {
    const { container } = renderWithApp(<UnreadBell count={0} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('caps the badge at 99+ and is no link without a target', () => {
    renderWithApp(<UnreadBell count={150} />);
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
    expect(screen.queryByTestId('unread-bell')).toBeNull();
  });

  it('is a button when it can open the messages', () => {
    renderWithApp(<UnreadBell count={3} onOpen={() => {}} />);
    expect(screen.getByTestId('unread-bell')).toBeTruthy();
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
  });
});
