import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  id: string;
  name: string;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name },
  {
    key: 'actions',
    header: 'Actions',
    render: () => <button type="button">Edit</button>,
    stickyEnd: true,
  },
];

describe('DataTable', () => {
  it('keeps a stickyEnd column in view at the end while the table scrolls sideways', () => {
    renderWithApp(<DataTable columns={columns} rows={[{ id: 'r1', name: 'Ada' }]} minW="900px" />);
    const row = screen.getByTestId('data-table-row-r1');
    const [nameCell, actionsCell] = within(row).getAllByRole('cell');
    expect(getComputedStyle(actionsCell!).position).toBe('sticky');
    expect(getComputedStyle(nameCell!).position).not.toBe('sticky');
    const header = screen.getByRole('columnheader', { name: 'Actions' });
    expect(getComputedStyle(header).position).toBe('sticky');
  });

  it('shows the empty text when there are no rows', () => {
    renderWithApp(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByTestId('data-table').textContent).toContain('暂无相关数据！');
  });
});
