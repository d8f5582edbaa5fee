import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFocusAfterNavigation } from './useFocusAfterNavigation';

function Shell() {
  const main = useRef<HTMLElement | null>(null);
  useFocusAfterNavigation(main);
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <button type="button" onClick={() => void navigate('/b')}>
          header link
        </button>
      </nav>
      <main ref={main} tabIndex={-1}>
        <Routes>
          <Route
            path="/a"
            element={
              <button type="button" onClick={() => void navigate('/b')}>
                start
              </button>
            }
          />
          <Route path="/b" element={<p>page b</p>} />
        </Routes>
      </main>
    </>
  );
}

/** Lets the hook's animation frame run. */
async function nextFrame(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

describe('useFocusAfterNavigation', () => {
  it('puts the focus on the main area when the focused button left with its page', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Shell />
      </MemoryRouter>,
    );
    const start = screen.getByRole('button', { name: 'start' });
    start.focus();
    act(() => start.click());
    await nextFrame();
    expect(screen.getByText('page b')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves a focus that survived the navigation where it is', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Shell />
      </MemoryRouter>,
    );
    const link = screen.getByRole('button', { name: 'header link' });
    link.focus();
    act(() => link.click());
    await nextFrame();
    expect(document.activeElement).toBe(link);
  });
});
