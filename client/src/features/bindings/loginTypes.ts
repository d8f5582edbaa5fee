/** The login methods a user can link, in the order the screens list them. */
export const LOGIN_TYPES = ['mobile', 'wechat', 'crop-wechat', 'ding-talk'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const LOGIN_TYPE_LABELS: Record<LoginType, string> = {
  mobile: 'bindings.type.mobile',
  wechat: 'bindings.type.wechat',
  'crop-wechat': 'bindings.type.cropWechat',
  'ding-talk': 'bindings.type.dingTalk',
};

export function loginTypeLabel(type: string): string {
  return (LOGIN_TYPE_LABELS as Record<string, string>)[type] ?? 'bindings.type.unknown';
}

export interface BindingRow {
  id: string;
  loginType: string;
  openId: string;
}

/** One row per login type: the linked binding, or null. */
export function rowsByType(
  bindings: readonly BindingRow[] | undefined,
): Array<{ loginType: LoginType; binding: BindingRow | null }> {
  return LOGIN_TYPES.map((loginType) => ({
    loginType,
    binding: bindings?.find((b) => b.loginType === loginType) ?? null,
  }));
}
