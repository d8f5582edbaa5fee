import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Tree } from './tree';

interface N {
  id: string;
  name: string;
  children?: N[];
}

const nodes: N[] = [
  {
    id: 'a',
    name: 'A',
    children: [{ id: 'a1', name: 'A1', children: [{ id: 'a11', name: 'A11' }] }],
  },
  { id: 'b', name: 'B' },
];

describe('Tree', () => {
  it('opens the first level by default and toggles branches', () => {
    renderWithApp(<Tree nodes={nodes} label={(n) => n.name} testId="t" />);
    expect(screen.getByText('A1')).toBeTruthy();
    expect(screen.queryByText('A11')).toBeNull();
    fireEvent.click(screen.getByTestId('t-node-a1-toggle'));
    expect(screen.getByText('A11')).toBeTruthy();
    fireEvent.click(screen.getByTestId('t-node-a-toggle'));
    expect(screen.queryByText('A1')).toBeNull();
  });

  it('opens everything, also branches that appear later', () => {
    function Harness() {
      const [list, setList] = useState<N[]>([{ id: 'b', name: 'B' }]);
      return (
        <>
          <button type="button" onClick={() => setList(nodes)}>
            load
          </button>
          <Tree nodes={list} label={(n) => n.name} defaultExpanded="all" testId="t" />
        </>
      );
    }
    renderWithApp(<Harness />);
    fireEvent.click(screen.getByText('load'));
    expect(screen.getByText('A11')).toBeTruthy();
  });

  it('selects on click and reports checkbox toggles', () => {
    const onSelect = vi.fn();
    renderWithApp(<Tree nodes={nodes} label={(n) => n.name} onSelect={onSelect} testId="t" />);
    fireEvent.click(screen.getByText('B'));
    expect(onSelect).toHaveBeenCalledWith(nodes[1]);
  });
});
