import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { apolloClient } from '../apollo';
import { unwrapEnvelope } from '../rest';
import { registerNavigator } from '../session/navigation';
import { RestError } from './restError';
import { LICENCE_PATH, licencePath } from './licence';

describe('a lapsed licence (10010015) opens the licence page', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    registerNavigator(navigate);
    window.history.replaceState(null, '', '/admin/sys/user?tab=1');
  });
  afterEach(() => {
    navigate.mockReset();
    vi.unstubAllGlobals();
  });

  it('from a REST answer, remembering the page', () => {
    expect(() => unwrapEnvelope({ code: 10010015, msg: 'licence expired' }, 200)).toThrow(
      RestError,
    );
    expect(navigate).toHaveBeenCalledWith(
      `/license?redirect=${encodeURIComponent('/admin/sys/user?tab=1')}`,
    );
  });

  it('from a GraphQL answer, through the client link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              errors: [
                {
                  message: 'The system licence is invalid or has expired.',
                  extensions: {
                    code: 'FORBIDDEN',
                    subCode: 'LICENSE_INVALID',
                    legacyCode: 10010015,
                  },
                },
              ],
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    await expect(
      apolloClient.query({
        query: gql`
          query LicenceProbe {
            adminUserPaging {
              total
            }
          }
        `,
      }),
    ).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/license\?redirect=/));
  });

  it('not again when the user is already there, nor for other codes', () => {
    window.history.replaceState(null, '', LICENCE_PATH);
    expect(() => unwrapEnvelope({ code: 10010015 }, 200)).toThrow(RestError);
    window.history.replaceState(null, '', '/web/index');
    expect(() => unwrapEnvelope({ code: 10010001 }, 200)).toThrow(RestError);
    expect(navigate).not.toHaveBeenCalled();
    expect(licencePath('/')).toBe(LICENCE_PATH);
  });
});
