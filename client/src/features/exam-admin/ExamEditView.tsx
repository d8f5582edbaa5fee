import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuSave } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorExtensions, errorFields, errorMessage } from '../../app/errors/errorMessage';
import { notifyError, notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { formatFullName } from '../../app/layouts/common/fullName';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { RichTextEditor } from '../../components/ui/rich-text';
import { useDictionary } from '../dict/useDictionary';
import { DepartmentTreeSelectDocument, GroupOptionsDocument } from '../sys/pickers/pickerDocuments';
import { ScopePicker } from '../sys/pickers/ScopePicker';
import { useCan } from '../sys/permissions';
import {
  ANSWER_DISPLAYS,
  examTypeOptions,
  OPEN_TYPE,
  OPEN_TYPES,
  openTypeLabelId,
} from './examConstants';
import { ExamDetailDocument, SaveExamDocument, ScopeUserNameDocument } from './examAdminDocuments';
import {
  fromDetail,
  newExam,
  PROBLEM_IDS,
  renameScope,
  toSaveInput,
  validateExam,
  type Availability,
  type ExamErrors,
  type ExamFormValues,
} from './examForm';
import { ExamRulesTable } from './ExamRulesTable';
import { useExamPaths } from './examUi';
import { PERMISSIONS } from '../../gql/permissions';

interface DeptRef {
  id: string;
  deptCode: string;
  deptName: string;
  children?: readonly DeptRef[] | null;
}

/** Departments by id and by code (the scope picker keys departments by code, exams by id). */
function deptMaps(tree: readonly DeptRef[]) {
  const byId = new Map<string, DeptRef>();
  const byCode = new Map<string, DeptRef>();
  const walk = (nodes: readonly DeptRef[]) => {
    for (const d of nodes) {
      byId.set(d.id, d);
      byCode.set(d.deptCode, d);
      walk(d.children ?? []);
    }
  };
  walk(tree);
  return { byId, byCode };
}

/**
 * Back office, view key exam/edit (ExamAdd, ?id=; 0 or none creates): basic information, who may
 * sit it, the window and timing, paper settings, proctoring and the draw rules with the live total
 * score. Saving returns to the exam list.
 */
export function ExamEditView() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null || raw === '' || raw === '0' ? null : raw;
  return <ExamEditor key={id ?? 'new'} id={id} />;
}

function ExamEditor({ id }: { id: string | null }) {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const paths = useExamPaths();
  const examTypes = useDictionary('exam_type');
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
  const depts = useQuery(DepartmentTreeSelectDocument, { fetchPolicy: 'cache-first' });
  const groups = useQuery(GroupOptionsDocument, {
    variables: { title: null },
    fetchPolicy: 'cache-first',
  });
  const [save, saving] = useMutation(SaveExamDocument);
  const maps = useMemo(() => deptMaps(depts.data?.departmentTreeSelect ?? []), [depts.data]);

  useEffect(() => {
    if (detail.error !== undefined) notifyError(detail.error, intl);
  }, [detail.error, intl]);

  // The stored exam into the form once it and the department tree are here; the scope's group
  // and user names follow as they load.
  const exam = detail.data?.examDetail;
  const deptsReady = depts.data !== undefined || depts.error !== undefined;
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

  const groupNames = useMemo(
    () => new Map((groups.data?.groupPaging.records ?? []).map((g) => [g.id, g.groupName])),
    [groups.data],
  );
  const [userNames, setUserNames] = useState<ReadonlyMap<string, string>>(new Map());
  const loadedId = values?.id ?? null;
  const userIds = exam?.userIds;
  useEffect(() => {
    if (loadedId === null || userIds === undefined || userIds.length === 0) return;
    let live = true;
    void Promise.all(
      userIds.slice(0, 200).map((userId) =>
        apollo
          .query({ query: ScopeUserNameDocument, variables: { id: userId } })
          .then((r) => (r.data === undefined ? null : r.data.adminUser))
          .catch(() => null),
      ),
    ).then((users) => {
      if (!live) return;
      const names = new Map<string, string>();
      for (const u of users) if (u != null) names.set(u.id, formatFullName(u));
      setUserNames(names);
    });
    return () => {
      live = false;
    };
  }, [loadedId, userIds, apollo]);

  const onAvailable = useCallback((key: string, count: number | undefined) => {
    setAvailability((a) => (a[key] === count ? a : { ...a, [key]: count }));
  }, []);

  const set = <K extends keyof ExamFormValues>(key: K, value: ExamFormValues[K]) => {
    if (values === null) return;
    const next = { ...values, [key]: value };
    setValues(next);
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
    if (tried) setErrors(validateExam(next, availability));
  };

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

  const err = (field: string) => {
    const e = errors[field];
    const server = serverErrors[field];
    return {
      invalid: e !== undefined || server !== undefined,
      errorText:
        e === undefined
          ? server
          : intl.formatMessage({ id: PROBLEM_IDS[e.problem] }, { n: e.n ?? 0 }),
    };
  };
  const num = (
    field: keyof ExamFormValues & string,
    label: ReactNode,
    helper?: ReactNode,
    step = '1',
    disabled = false,
  ) => (
    <Field label={label} helperText={helper} {...err(field)}>
      <Input
        size="sm"
        type="number"
        min="0"
        step={step}
        disabled={disabled}
        value={values[field] as string}
        onChange={(e) => set(field, e.target.value as never)}
        data-testid={`exam-form-${field}`}
      />
    </Field>
  );
  const toggle = (field: keyof ExamFormValues & string, label: ReactNode) => (
    <Switch.Root
      colorPalette="brand"
      checked={values[field] === true}
      onCheckedChange={(e) => set(field, e.checked as never)}
      data-testid={`exam-form-${field}`}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
  const typeOptions = examTypeOptions(examTypes, (msgId) => intl.formatMessage({ id: msgId }));

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
            <SectionTitle id="examAdmin.editor.basic" />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Field
                label={<FormattedMessage id="examAdmin.field.title" />}
                required
                gridColumn={{ md: 'span 2' }}
                {...err('title')}
              >
                <Input
                  size="sm"
                  value={values.title}
                  maxLength={200}
                  onChange={(e) => set('title', e.target.value)}
                  data-testid="exam-form-title"
                />
              </Field>
              <Field label={<FormattedMessage id="examAdmin.field.examType" />}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={values.examType}
                    onChange={(e) => set('examType', e.currentTarget.value)}
                    data-testid="exam-form-examType"
                  >
                    {typeOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
            </SimpleGrid>
            <Field label={<FormattedMessage id="examAdmin.field.content" />}>
              <RichTextEditor
                value={values.content}
                onChange={(content) => set('content', content)}
                placeholder={intl.formatMessage({ id: 'examAdmin.editor.contentPlaceholder' })}
                minH="24"
                testId="exam-form-content"
              />
            </Field>
            {toggle('offline', <FormattedMessage id="examAdmin.field.offlineHint" />)}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <Stack gap="4">
            <SectionTitle id="examAdmin.editor.access" />
            <Field label={<FormattedMessage id="examAdmin.field.openType" />}>
              <RadioGroup.Root
                size="sm"
                colorPalette="brand"
                value={String(values.openType)}
                onValueChange={(e) => set('openType', Number(e.value))}
                data-testid="exam-form-openType"
              >
                <HStack gap="5" wrap="wrap">
                  {OPEN_TYPES.map((t) => (
                    <RadioGroup.Item
                      key={t}
                      value={String(t)}
                      data-testid={`exam-form-openType-${t}`}
                    >
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <FormattedMessage id={openTypeLabelId(t)} />
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Field>
            {values.openType === OPEN_TYPE.PASSWORD && (
              <Field
                label={<FormattedMessage id="examAdmin.field.password" />}
                required
                maxW="sm"
                {...err('password')}
              >
                <PasswordInput
                  size="sm"
                  value={values.password}
                  maxLength={100}
                  onChange={(e) => set('password', e.target.value)}
                  data-testid="exam-form-password"
                />
              </Field>
            )}
            {(values.openType === OPEN_TYPE.DEPARTS || values.openType === OPEN_TYPE.PEOPLE) && (
              <Field
                label={
                  <FormattedMessage
                    id={
                      values.openType === OPEN_TYPE.DEPARTS
                        ? 'examAdmin.field.scopeDeparts'
                        : 'examAdmin.field.scopePeople'
                    }
                  />
                }
                required
                {...err('scope')}
              >
                <ScopePicker
                  value={
                    values.openType === OPEN_TYPE.DEPARTS
                      ? { ...values.scope, groups: [], users: [] }
                      : renameScope(values.scope, { groups: groupNames, users: userNames })
                  }
                  onChange={(scope) =>
                    set(
                      'scope',
                      values.openType === OPEN_TYPE.DEPARTS
                        ? { ...values.scope, departs: scope.departs }
                        : scope,
                    )
                  }
                  testId="exam-form-scope"
                />
              </Field>
            )}
            {toggle('applyOn', <FormattedMessage id="examAdmin.field.applyOn" />)}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <Stack gap="4">
            <SectionTitle id="examAdmin.editor.timing" />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field
                label={<FormattedMessage id="examAdmin.field.startTime" />}
                required
                {...err('startTime')}
              >
                <Input
                  size="sm"
                  type="datetime-local"
                  value={values.startTime}
                  disabled={locked}
                  onChange={(e) => set('startTime', e.target.value)}
                  data-testid="exam-form-startTime"
                />
              </Field>
              <Field
                label={<FormattedMessage id="examAdmin.field.endTime" />}
                required
                {...err('endTime')}
              >
                <Input
                  size="sm"
                  type="datetime-local"
                  value={values.endTime}
                  onChange={(e) => set('endTime', e.target.value)}
                  data-testid="exam-form-endTime"
                />
              </Field>
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
              {num(
                'totalTime',
                <FormattedMessage id="examAdmin.field.totalTimeMinutes" />,
                undefined,
                '1',
                locked,
              )}
              {num(
                'qualifyScore',
                <FormattedMessage id="examAdmin.field.qualifyScore" />,
                undefined,
                '0.5',
              )}
              {num(
                'chance',
                <FormattedMessage id="examAdmin.field.chance" />,
                <FormattedMessage id="examAdmin.field.zeroUnlimited" />,
              )}
              {num(
                'lateMax',
                <FormattedMessage id="examAdmin.field.lateMax" />,
                <FormattedMessage id="examAdmin.field.zeroNone" />,
              )}
              {num(
                'handMin',
                <FormattedMessage id="examAdmin.field.handMin" />,
                <FormattedMessage id="examAdmin.field.zeroAnyTime" />,
              )}
            </SimpleGrid>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <Stack gap="4">
            <SectionTitle id="examAdmin.editor.paper" />
            <HStack gap="6" wrap="wrap">
              {toggle(
                'shuffleQuestions',
                <FormattedMessage id="examAdmin.field.shuffleQuestions" />,
              )}
              {toggle('shuffleOptions', <FormattedMessage id="examAdmin.field.shuffleOptions" />)}
              {toggle('partialCredit', <FormattedMessage id="examAdmin.field.partialCredit" />)}
            </HStack>
            <Field label={<FormattedMessage id="examAdmin.field.answerDisplay" />}>
              <RadioGroup.Root
                size="sm"
                colorPalette="brand"
                value={String(values.answerDisplay)}
                onValueChange={(e) => set('answerDisplay', Number(e.value))}
                data-testid="exam-form-answerDisplay"
              >
                <HStack gap="5" wrap="wrap">
                  {ANSWER_DISPLAYS.map((a) => (
                    <RadioGroup.Item key={a.value} value={String(a.value)}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <FormattedMessage id={a.id} />
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </RadioGroup.Root>
            </Field>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <Stack gap="4">
            <SectionTitle id="examAdmin.editor.proctoring" />
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="examAdmin.editor.proctoringHint" />
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <Stack gap="3">
                {toggle('camOn', <FormattedMessage id="examAdmin.field.camOn" />)}
                {values.camOn &&
                  num('camInterval', <FormattedMessage id="examAdmin.field.camInterval" />)}
              </Stack>
              <Stack gap="3">
                {toggle('faceOn', <FormattedMessage id="examAdmin.field.faceOn" />)}
                {values.faceOn &&
                  num('faceChance', <FormattedMessage id="examAdmin.field.faceChance" />)}
              </Stack>
              <Stack gap="3">
                {toggle('leaveOn', <FormattedMessage id="examAdmin.field.leaveOn" />)}
                {values.leaveOn && (
                  <>
                    {num('leaveCount', <FormattedMessage id="examAdmin.field.leaveCount" />)}
                    {num('leaveSeconds', <FormattedMessage id="examAdmin.field.leaveSeconds" />)}
                  </>
                )}
              </Stack>
            </SimpleGrid>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <Stack gap="4">
            <SectionTitle id="examAdmin.editor.rules" />
            <ExamRulesTable
              rules={values.rules}
              onChange={(rules) => set('rules', rules)}
              errors={errors}
              serverErrors={serverErrors}
              locked={locked}
              onAvailable={onAvailable}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
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

function SectionTitle({ id }: { id: string }) {
  return (
    <Heading size="sm" color="fg.muted">
      <FormattedMessage id={id} />
    </Heading>
  );
}
