import { Badge, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { findByName } from '../../app/layouts/admin/menu';
import { useSession } from '../../app/session/SessionContext';
import type { useConfirm } from '../../components/ui/useConfirm';
import { EXAM_PATH, EXAM_ROUTE } from './examConstants';

/** Addresses of the exam screens: the menu's paths (by route name), else the seed's. */
export function useExamPaths() {
  const { menu } = useSession();
  return useMemo(() => {
    const path = (name: string, fallback: string) => findByName(menu, name)?.fullPath ?? fallback;
    const list = path(EXAM_ROUTE.list, EXAM_PATH.list);
    const apply = path(EXAM_ROUTE.apply, EXAM_PATH.apply);
    const edit = path(EXAM_ROUTE.edit, EXAM_PATH.edit);
    const watch = path(EXAM_ROUTE.watchDetail, EXAM_PATH.watchDetail);
    const review = path(EXAM_ROUTE.review, EXAM_PATH.review);
    const q = encodeURIComponent;
    return {
      list,
      apply,
      edit: (id: string | null) => `${edit}?id=${q(id ?? '0')}`,
      watch: (examId: string, tab?: string) =>
        `${watch}?examId=${q(examId)}${tab === undefined ? '' : `&tab=${q(tab)}`}`,
      review: (paperId: string) => `${review}?paperId=${q(paperId)}`,
    };
  }, [menu]);
}

/** A coloured state label ({ id, color } from examConstants). */
export function StateBadge({
  state,
  testId,
}: {
  state: { id: string; color: string };
  testId?: string;
}) {
  return (
    <Badge colorPalette={state.color} variant="subtle" data-testid={testId}>
      <FormattedMessage id={state.id} />
    </Badge>
  );
}

/** A filter select with an "all" first option. */
export function FilterSelect(props: {
  value: string;
  onChange: (value: string) => void;
  allId: string;
  options: { value: string; label: string }[];
  ariaLabel: string;
  testId: string;
  width?: string;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" width={props.width ?? '36'}>
      <NativeSelect.Field
        value={props.value}
        bg="bg"
        aria-label={props.ariaLabel}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        data-testid={props.testId}
      >
        <option value="">{intl.formatMessage({ id: props.allId })}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Minutes from seconds, rounded up (a paper's time used). */
export function minutesOf(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}

/**
 * A list screen's delete of `ids`: asks first (one row: `singleMessageId`, several: the count),
 * then deletes, drops them from the selection and steps back a page when this page empties (else
 * refetches). The state is the screen's at the time of asking.
 */
export function useAskDelete(o: {
  confirm: ReturnType<typeof useConfirm>;
  testId: string;
  singleMessageId: string;
  remove: (ids: string[]) => Promise<unknown>;
  rowCount: number;
  page: number;
  setPage: (page: number) => void;
  setSelected: (update: (ids: string[]) => string[]) => void;
  refetch: () => Promise<unknown>;
}) {
  const intl = useIntl();
  return (ids: string[]) =>
    o.confirm.ask({
      message:
        ids.length === 1 ? (
          <FormattedMessage id={o.singleMessageId} />
        ) : (
          <FormattedMessage id="sys.common.deleteSelectedConfirm" values={{ count: ids.length }} />
        ),
      confirmLabel: <FormattedMessage id="sys.common.delete" />,
      testId: o.testId,
      run: async () => {
        try {
          await o.remove(ids);
          notifySuccess(intl.formatMessage({ id: 'sys.common.deleted' }));
          o.setSelected((s) => s.filter((id) => !ids.includes(id)));
          if (o.rowCount <= ids.length && o.page > 1) o.setPage(o.page - 1);
          else await o.refetch();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
}
