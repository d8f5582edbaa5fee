import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockedResponse } from '@apollo/client/testing';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { checkCharacter } from './idCard';
import { MyRealNameDocument, SubmitRealNameDocument } from './realNameDocuments';
import { RealNameTab } from './RealNameTab';

const zh = (id: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, v), MESSAGES.zh[id] ?? id);

/** A valid number ending in X (Beijing, born 1949-12-09). */
const ID = `11010519491209008${checkCharacter('11010519491209008')}`;
const MASKED = `1101**********${ID.slice(-4)}`;

type Shape = {
  state: number;
  approved: boolean;
  auditMsg?: string;
  face?: string | null;
};

function record(r: Shape) {
  return {
    __typename: 'RealNameRecord' as const,
    id: 'r1',
    realName: '张三',
    face: r.face === undefined ? '/api/common/file/f1' : r.face,
    idCard: MASKED,
    state: r.state,
    auditMsg: r.auditMsg ?? '',
    submitTime: '2026-11-20T08:00:00.000Z',
    auditTime: null,
    approved: r.approved,
    approvedRealName: r.approved ? '张三' : null,
    approvedIdCard: r.approved ? MASKED : null,
    approvedTime: r.approved ? '2026-11-21T08:00:00.000Z' : null,
  };
}

function mine(r: ReturnType<typeof record> | null, realPerson = true): MockedResponse {
  return {
    request: { query: MyRealNameDocument },
    result: {
      data: {
        myRealName: r,
        switchConfig: { __typename: 'SwitchConfig', realPerson, faceAudit: 1 },
      },
    },
  };
}

describe('RealNameTab', () => {
  it('offers a first submission and requires the name, the ID number and the photo', async () => {
    renderWithApp(<RealNameTab />, { mocks: [mine(null)] });
    const submit = await screen.findByTestId('realname-submit');
    expect(submit.textContent).toBe(zh('realName.form.submit'));
    expect(screen.queryByTestId('realname-banner')).toBeNull();
    fireEvent.click(submit);
    expect((await screen.findAllByText(zh('realName.form.required'))).length).toBe(3);
    expect(screen.queryByTestId('realname-confirm')).toBeNull();
  });

  it('refuses an ID number against the rule before anything is sent', async () => {
    renderWithApp(<RealNameTab />, { mocks: [mine(null)] });
    fireEvent.change(await screen.findByTestId('realname-id-card'), {
      target: { value: `${ID.slice(0, 17)}1` },
    });
    fireEvent.click(screen.getByTestId('realname-submit'));
    expect(await screen.findByText(zh('realName.form.idCardInvalid'))).toBeTruthy();
  });

  it('shows a pending record: warning banner, the masked ID number, update, no face check', async () => {
    renderWithApp(<RealNameTab />, { mocks: [mine(record({ state: 0, approved: false }))] });
    const banner = await screen.findByTestId('realname-banner');
    expect(banner.getAttribute('data-state')).toBe('pending');
    expect(banner.textContent).toContain(zh('realName.banner.pendingTitle'));
    expect(screen.getByTestId('realname-submit').textContent).toBe(zh('realName.form.update'));
    expect(screen.getByTestId('realname-summary-id-card').textContent).toBe(MASKED);
    expect(screen.getByText(zh('realName.form.idCardAgain', { masked: MASKED }))).toBeTruthy();
    expect(screen.getByTestId('realname-face-check').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('realname-earlier-approval')).toBeNull();
  });

  it('shows a rejection with the reviewer message', async () => {
    renderWithApp(<RealNameTab />, {
      mocks: [mine(record({ state: 2, approved: false, auditMsg: '照片模糊' }))],
    });
    const banner = await screen.findByTestId('realname-banner');
    expect(banner.getAttribute('data-state')).toBe('rejected');
    expect(banner.textContent).toContain(
      zh('realName.banner.rejectedText', { reason: '照片模糊' }),
    );
  });

  it('says an earlier approval keeps working while a new submission waits', async () => {
    renderWithApp(<RealNameTab />, { mocks: [mine(record({ state: 0, approved: true }))] });
    expect(await screen.findByTestId('realname-earlier-approval')).toBeTruthy();
    expect(screen.getByTestId('realname-face-check').hasAttribute('disabled')).toBe(false);
  });

  it('updates an approved record after a confirmation that says it needs a new review', async () => {
    const approved = record({ state: 1, approved: true });
    renderWithApp(<RealNameTab />, {
      mocks: [
        mine(approved),
        {
          request: {
            query: SubmitRealNameDocument,
            variables: { input: { realName: '张三', idCard: ID, face: '/api/common/file/f1' } },
          },
          result: {
            data: { submitRealName: { __typename: 'RealNameRecord', id: 'r1', state: 0 } },
          },
        },
        mine({ ...approved, state: 0, submitTime: '2026-11-25T08:00:00.000Z' }),
      ],
    });
    const banner = await screen.findByTestId('realname-banner');
    expect(banner.getAttribute('data-state')).toBe('approved');
    expect(screen.getByText(zh('realName.form.updateApprovedHint'))).toBeTruthy();
    // The ID number is typed again (the record only has it masked); a final x is upper-cased.
    fireEvent.change(screen.getByTestId('realname-id-card'), {
      target: { value: ID.replace('X', 'x') },
    });
    fireEvent.click(screen.getByTestId('realname-submit'));
    const dialog = await screen.findByTestId('realname-confirm');
    expect(dialog.textContent).toContain(zh('realName.confirm.updateApproved'));
    fireEvent.click(screen.getByTestId('realname-confirm-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('realname-banner').getAttribute('data-state')).toBe('pending'),
    );
    expect(screen.getByTestId('realname-earlier-approval')).toBeTruthy();
  });

  it('says when real-name verification is turned off and takes no input', async () => {
    renderWithApp(<RealNameTab />, { mocks: [mine(null, false)] });
    expect(await screen.findByTestId('realname-closed')).toBeTruthy();
    expect(screen.getByTestId('realname-name').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('realname-submit').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('realname-take-photo')).toBeNull();
  });
});
