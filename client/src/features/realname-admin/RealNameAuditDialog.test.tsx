import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { RealNameAuditDialog, type RealNameRow } from './RealNameAuditDialog';
import { AuditRealNameDocument } from './realNameAdminDocuments';
import { auditProblem } from './realNameStates';

const zh = (id: string) => MESSAGES.zh[id] ?? id;

const ROW: RealNameRow = {
  id: 'r1',
  userId: 'u1',
  userName: 'grace',
  realName: '格蕾丝',
  face: '/api/common/file/f1',
  idCard: '1101**********002X',
  state: 0,
  auditMsg: '',
  auditByName: null,
  auditTime: null,
  submitTime: '2026-11-25T08:00:00.000Z',
  approved: false,
  idCardHeldByOther: false,
};

function auditMock(state: number, auditMsg: string) {
  return {
    request: { query: AuditRealNameDocument, variables: { input: { id: 'r1', state, auditMsg } } },
    result: {
      data: { auditRealName: { __typename: 'RealNameRecord', id: 'r1', state, auditMsg } },
    },
  };
}

describe('the audit rule', () => {
  it('needs a message to reject, not to approve', () => {
    expect(auditProblem(2, ' ')).toBe('messageRequired');
    expect(auditProblem(2, '照片不清晰')).toBeNull();
    expect(auditProblem(1, '')).toBeNull();
  });
});

describe('RealNameAuditDialog', () => {
  it('shows the photo for the reviewer and the masked ID number', () => {
    renderWithApp(<RealNameAuditDialog record={ROW} canAudit onClose={vi.fn()} onDone={vi.fn()} />);
    const photo = screen.getByTestId('realname-audit-photo');
    expect(photo.getAttribute('src')).toBe('/api/common/file/f1');
    expect(photo.getAttribute('alt')).toContain('格蕾丝');
    expect(screen.getByTestId('realname-audit-id-card').textContent).toBe('1101**********002X');
  });

  it('flags an ID number another account holds, for the reviewer only when it is so', () => {
    const { unmount } = renderWithApp(
      <RealNameAuditDialog record={ROW} canAudit onClose={vi.fn()} onDone={vi.fn()} />,
    );
    expect(screen.queryByTestId('realname-id-held-by-other')).toBeNull();
    unmount();
    renderWithApp(
      <RealNameAuditDialog
        record={{ ...ROW, idCardHeldByOther: true }}
        canAudit
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    expect(screen.getByTestId('realname-id-held-by-other').textContent).toBe(
      zh('realNameAdmin.list.idCardHeldByOther'),
    );
  });

  it('approves a pending record', async () => {
    const onDone = vi.fn();
    renderWithApp(<RealNameAuditDialog record={ROW} canAudit onClose={vi.fn()} onDone={onDone} />, {
      mocks: [auditMock(1, '')],
    });
    fireEvent.click(screen.getByTestId('realname-audit-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('rejects only with a message', async () => {
    const onDone = vi.fn();
    renderWithApp(<RealNameAuditDialog record={ROW} canAudit onClose={vi.fn()} onDone={onDone} />, {
      mocks: [auditMock(2, '照片不清晰')],
    });
    const reject = screen.getByTestId('realname-audit-state-2');
    fireEvent.click(reject.querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(reject.getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByTestId('realname-audit-save'));
    expect(await screen.findByText(zh('realNameAdmin.audit.messageRequired'))).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('realname-audit-message'), {
      target: { value: ' 照片不清晰 ' },
    });
    fireEvent.click(screen.getByTestId('realname-audit-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('only shows a record that is not pending, or to someone who may not review', () => {
    const { unmount } = renderWithApp(
      <RealNameAuditDialog
        record={{ ...ROW, state: 1 }}
        canAudit
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('realname-audit-save')).toBeNull();
    unmount();
    renderWithApp(
      <RealNameAuditDialog record={ROW} canAudit={false} onClose={vi.fn()} onDone={vi.fn()} />,
    );
    expect(screen.queryByTestId('realname-audit-save')).toBeNull();
    expect(screen.getByText(zh('realNameAdmin.audit.detailTitle'))).toBeTruthy();
  });
});
