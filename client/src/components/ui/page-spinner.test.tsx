import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { PageSpinner } from './page-spinner';

describe('PageSpinner', () => {
  it('is a status named by the loading message, so its label is allowed and announced', () => {
    renderWithApp(<PageSpinner minH="10px" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-label')).toMatch(/加载中|Loading/);
    expect(screen.getByTestId('page-spinner').contains(status)).toBe(true);
  });
});
