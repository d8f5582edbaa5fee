import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, chakra, Field, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuBookmarkPlus } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../../app/errors/notify';
import { graphql } from '../../../gql';
import { newRuleKey, type RuleDraft } from '../examForm';

export const ExamTmplsDocument = graphql(`
  query ExamTmpls {
    examTmpls(size: 100) {
      records {
        id
        title
        groupCount
        totalScore
      }
    }
  }
`);

export const ExamTmplGroupsDocument = graphql(`
  query ExamTmplGroups($tmplId: ID!) {
    examTmplGroups(tmplId: $tmplId) {
      id
      repoId
      repoTitle
      chapterId
      chapterTitle
      quType
      level
      quCount
      quScore
    }
  }
`);

export const SaveExamTmplDocument = graphql(`
  mutation SaveExamTmpl($examId: ID!, $title: String!) {
    saveExamTmpl(examId: $examId, title: $title) {
      id
      title
    }
  }
`);

/**
 * A new exam's rules from a template: the picker, and the template named by `?tmplId=` (ExamAdd
 * with template id 0 or none starts empty). Picking replaces the draw rules.
 */
export function TmplPicker(props: {
  initialTmplId: string | null;
  onRules: (rules: RuleDraft[]) => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const { data, error } = useQuery(ExamTmplsDocument, { fetchPolicy: 'cache-and-network' });
  const [picked, setPicked] = useState(props.initialTmplId ?? '');
  const started = useRef(false);
  const { onRules } = props;

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  useEffect(() => {
    // The template of the address is applied once, when the editor opens.
    if (started.current || props.initialTmplId === null) return;
    started.current = true;
    void load(props.initialTmplId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.initialTmplId]);

  async function load(tmplId: string) {
    try {
      const res = await client.query({
        query: ExamTmplGroupsDocument,
        variables: { tmplId },
        fetchPolicy: 'network-only',
      });
      onRules(
        (res.data?.examTmplGroups ?? []).map((g) => ({
          key: newRuleKey(),
          repoId: g.repoId,
          repoTitle: g.repoTitle ?? '',
          chapterId: g.chapterId ?? '',
          chapterTitle: g.chapterTitle ?? '',
          quType: g.quType,
          level: g.level ?? 0,
          quCount: String(g.quCount),
          quScore: String(g.quScore),
        })),
      );
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const records = data?.examTmpls.records ?? [];
  return (
    <HStack gap="2" wrap="wrap">
      <chakra.label fontSize="sm" color="fg.muted" htmlFor="exam-tmpl-picker">
        <FormattedMessage id="examAdmin.tmpl.startFrom" />
      </chakra.label>
      <NativeSelect.Root size="sm" width="64">
        <NativeSelect.Field
          id="exam-tmpl-picker"
          value={picked}
          bg="bg"
          onChange={(e) => {
            const value = e.currentTarget.value;
            setPicked(value);
            if (value !== '') void load(value);
          }}
          data-testid="exam-tmpl-picker"
        >
          <option value="">{intl.formatMessage({ id: 'examAdmin.tmpl.none' })}</option>
          {records.map((t) => (
            <option key={t.id} value={t.id}>
              {intl.formatMessage(
                { id: 'examAdmin.tmpl.option' },
                { title: t.title, n: t.groupCount, score: t.totalScore },
              )}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/** Saves the stored exam's draw rules as a named template. */
export function SaveAsTmpl({ examId, defaultTitle }: { examId: string; defaultTitle: string }) {
  const intl = useIntl();
  const [title, setTitle] = useState(defaultTitle);
  const [save, { loading }] = useMutation(SaveExamTmplDocument, {
    refetchQueries: [ExamTmplsDocument],
  });

  async function submit() {
    try {
      await save({ variables: { examId, title } });
      notifySuccess(intl.formatMessage({ id: 'examAdmin.tmpl.saved' }));
    } catch (e) {
      notifyError(e, intl);
    }
  }

  return (
    <HStack gap="2" align="end" wrap="wrap">
      <Field.Root width="64">
        <Field.Label fontSize="sm">
          <FormattedMessage id="examAdmin.tmpl.title" />
        </Field.Label>
        <Input
          size="sm"
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-testid="exam-tmpl-title"
        />
      </Field.Root>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        loading={loading}
        disabled={title.trim() === ''}
        onClick={() => void submit()}
        data-testid="exam-tmpl-save"
      >
        <LuBookmarkPlus />
        <FormattedMessage id="examAdmin.tmpl.save" />
      </Button>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id="examAdmin.tmpl.saveHint" />
      </Text>
    </HStack>
  );
}
