import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { TagEditor } from './tag-editor';

function Harness({ initial = [] as string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <TagEditor
        values={values}
        onChange={setValues}
        removeLabel={(v) => `remove ${v}`}
        testId="blank"
      />
      <output data-testid="joined">{values.join('||')}</output>
    </>
  );
}

describe('TagEditor', () => {
  it('adds a typed value on Enter and ignores empty input', () => {
    renderWithApp(<Harness />);
    const input = screen.getByTestId('blank-input');
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('joined').textContent).toBe('');
    fireEvent.change(input, { target: { value: ' 119 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '幺幺九' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('joined').textContent).toBe('119||幺幺九');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('removes values with their close button and Backspace', () => {
    renderWithApp(<Harness initial={['a', 'b', 'c']} />);
    fireEvent.click(screen.getByLabelText('remove b'));
    expect(screen.getByTestId('joined').textContent).toBe('a||c');
    fireEvent.keyDown(screen.getByTestId('blank-input'), { key: 'Backspace' });
    expect(screen.getByTestId('joined').textContent).toBe('a');
  });
});
