import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuSave } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorExtensions, errorFields, errorMessage } from '../../app/errors/errorMessage';
import { notifyError, notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { PERMISSIONS } from '../../gql/permissions';
import { useCan } from '../../app/session/permissions';
import { ExamAccessSection } from './edit/ExamAccessSection';
import { ExamBasicsFields } from './edit/ExamBasicsFields';
import type { ExamFormApi } from './edit/examFormApi';
import { SectionCard } from './edit/ExamFormParts';
import { ExamPaperSection } from './edit/ExamPaperSection';
import { ExamProctoringSection } from './edit/ExamProctoringSection';
import { ExamTimingSection } from './edit/ExamTimingSection';
import { SaveAsTmpl, TmplPicker } from './edit/ExamTmplControls';
import { useScopeNames } from './edit/useScopeNames';
import { ExamDetailDocument, SaveExamDocument } from './examAdminDocuments';
import { newExam, type ExamFormValues } from './examForm';
import { fromDetail, toSaveInput } from './examMapping';
import { ExamRulesTable } from './ExamRulesTable';
import { useExamPaths } from './examUi';
import { PROBLEM_IDS, validateExam, type Availability, type ExamErrors } from './examValidation';

/**
 * Back office, view key exam/edit (ExamAdd, ?id=; 0 or none creates; ?tmplId= starts a new exam
 * from a template, 0 or none meaning no template): basic information, who may sit it, the window
 * and timing, paper settings, proctoring and the draw rules with the live total score (a new exam
 * may take them from a template; a stored one can be saved as a template). Saving returns to the
 * exam list.
 */
export function ExamEditView() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null || raw === '' || raw === '0' ? null : raw;
  const rawTmpl = params.get('tmplId');
  const tmplId = rawTmpl === null || rawTmpl === '' || rawTmpl === '0' ? null : rawTmpl;
  return <ExamEditor key={id ?? 'new'} id={id} tmplId={tmplId} />;
}

function ExamEditor({ id, tmplId }: { id: string | null; tmplId: string | null }) {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const paths = useExamPaths();
  const [values, setValues] = useState<ExamFormValues | null>(() =>
    id === null ? newExam() : null,
  );
  const [errors, setErrors] = useState<ExamErrors>({});
  const [tried, setTried] = useState(false);
  const [availability, setAvailability] = useState<Availability>({});
  // The server's field problems of the last save (`rules.<i>.quCount`, `endTime`, ...).
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const detail = useQuery(ExamDetailDocument, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(SaveExamDocument);
  const exam = detail.data?.examDetail;
  const { maps, deptsReady, groupNames, userNames } = useScopeNames(
    values?.id ?? null,
    exam?.userIds,
  );

  useEffect(() => {
    if (detail.error !== undefined) notifyError(detail.error, intl);
  }, [detail.error, intl]);

  // The stored exam into the form once it and the department tree are here; the scope's group
  // and user names follow as they load.
  if (exam !== undefined && deptsReady && values === null) {
    const form = fromDetail({
      ...exam,
      departIds: exam.departIds.map((deptId) => maps.byId.get(deptId)?.deptCode ?? deptId),
    });
    form.scope.departs = form.scope.departs.map((d) => ({
      id: d.id,
      name: maps.byCode.get(d.id)?.deptName ?? d.name,
    }));
    setValues(form);
  }

  const onAvailable = useCallback((key: string, count: number | undefined) => {
    setAvailability((a) => (a[key] === count ? a : { ...a, [key]: count }));
  }, []);

  if (values === null) {
    return detail.error !== undefined ? (
      <Alert.Root status="error" data-testid="exam-editor-error">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="examAdmin.editor.loadFailed" />
        </Alert.Title>
      </Alert.Root>
    ) : (
      <Skeleton h="96" data-testid="exam-editor-loading" />
    );
  }

  const locked = values.origin?.locked === true;
  const canSave = can(id === null ? PERMISSIONS.examAdd : PERMISSIONS.examUpdate);

  async function submit() {
    if (values === null) return;
    setTried(true);
    const found = validateExam(values, availability);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notifyErrorText(intl.formatMessage({ id: 'examAdmin.editor.fixErrors' }));
      return;
    }
    const input = toSaveInput(values);
    input.departIds = input.departIds.map((code) => maps.byCode.get(code)?.id ?? code);
    try {
      await save({ variables: { input } });
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      void navigate(paths.list);
    } catch (e) {
      notifyError(e, intl);
      setServerErrors(serverFieldErrors(e));
    }
  }

  /** The server's per-field problems, on the editor's paths (ruleList.N -> rules.N). */
  function serverFieldErrors(e: unknown): Record<string, string> {
    const message = errorMessage(intl, e);
    const paramInvalid = errorExtensions(e).subCode === 'PARAM_INVALID';
    const out: Record<string, string> = {};
    for (const [path, text] of Object.entries(errorFields(e))) {
      out[path.replace(/^ruleList\./, 'rules.')] = paramInvalid ? text : message;
    }
    return out;
  }

  const form: ExamFormApi = {
    values,
    set: (key, value) => {
      const next = { ...values, [key]: value };
      setValues(next);
      if (Object.keys(serverErrors).length > 0) setServerErrors({});
      if (tried) setErrors(validateExam(next, availability));
    },
    err: (field) => {
      const e = errors[field];
      const server = serverErrors[field];
      return {
        invalid: e !== undefined || server !== undefined,
        errorText:
          e === undefined
            ? server
            : intl.formatMessage({ id: PROBLEM_IDS[e.problem] }, { n: e.n ?? 0 }),
      };
    },
  };

  return (
    <Stack gap="4" data-testid="exam-editor">
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Header pb="3">
          <Flex gap="3" align="center" wrap="wrap">
            <Button size="sm" variant="ghost" onClick={() => void navigate(paths.list)}>
              <LuArrowLeft />
              <FormattedMessage id="examAdmin.editor.back" />
            </Button>
            <Heading size="md" flex="1">
              <FormattedMessage
                id={id === null ? 'examAdmin.editor.newTitle' : 'examAdmin.editor.editTitle'}
              />
            </Heading>
            {canSave && (
              <Button
                size="sm"
                colorPalette="brand"
                loading={saving.loading}
                onClick={() => void submit()}
                data-testid="exam-form-save"
              >
                <LuSave />
                <FormattedMessage id="sys.common.save" />
              </Button>
            )}
          </Flex>
        </Card.Header>
        <Card.Body pt="0">
          <Stack gap="4">
            {locked && (
              <Alert.Root status="info" size="sm" data-testid="exam-rules-locked">
                <Alert.Indicator />
                <Alert.Title>
                  <FormattedMessage id="examAdmin.editor.rulesLocked" />
                </Alert.Title>
              </Alert.Root>
            )}
            <ExamBasicsFields form={form} />
          </Stack>
        </Card.Body>
      </Card.Root>

      <ExamAccessSection form={form} groupNames={groupNames} userNames={userNames} />
      <ExamTimingSection form={form} locked={locked} />
      <ExamPaperSection form={form} />
      <ExamProctoringSection form={form} />
      <SectionCard titleId="examAdmin.editor.rules">
        {id === null && can(PERMISSIONS.examAdd) && (
          <TmplPicker initialTmplId={tmplId} onRules={(rules) => form.set('rules', rules)} />
        )}
        {id !== null && can(PERMISSIONS.examAdd) && (
          <SaveAsTmpl examId={id} defaultTitle={values.title} />
        )}
        <ExamRulesTable
          rules={values.rules}
          onChange={(rules) => form.set('rules', rules)}
          errors={errors}
          serverErrors={serverErrors}
          locked={locked}
          onAvailable={onAvailable}
        />
      </SectionCard>
      {canSave && (
        <HStack justify="flex-end">
          <Button variant="outline" size="sm" onClick={() => void navigate(paths.list)}>
            <FormattedMessage id="sys.common.cancel" />
          </Button>
          <Button
            size="sm"
            colorPalette="brand"
            loading={saving.loading}
            onClick={() => void submit()}
            data-testid="exam-form-save-bottom"
          >
            <LuSave />
            <FormattedMessage id="sys.common.save" />
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
