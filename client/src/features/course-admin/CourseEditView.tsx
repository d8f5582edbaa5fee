import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  NumberInput,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2, LuUpload } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { Field } from '../../components/ui/field';
import { RichTextEditor } from '../../components/ui/rich-text';
import { ITEM_TYPE_LABELS, OPEN_TYPE_LABELS } from '../course/ItemTypeIcon';
import { useScopeNames } from '../exam-admin/edit/useScopeNames';
import { ImageUpload } from '../files/ImageUpload';
import { UPLOAD_KIND, uploadFile } from '../files/upload';
import { useDirectUploadCredentials } from '../files/useDirectUploadCredentials';
import type { RemoteOption } from '../../components/ui/remote-select';
import { ScopePicker } from '../sys/pickers/ScopePicker';
import { ExamSelect, RepoSelect } from '../sys/pickers/Selects';
import { EMPTY_SCOPE, type Scope } from '../sys/pickers/scope';
import {
  AdminCourseDocument,
  CourseRefExamDocument,
  CourseRefRepoDocument,
  SaveCourseDocument,
} from './courseAdminDocuments';
import {
  DOCUMENT_ACCEPT,
  documentUploadKind,
  emptyCourse,
  moveAt,
  toSaveInput,
  type ChapterForm,
  type CourseForm,
  type ItemForm,
} from './courseForm';

const LIST_PATH = '/admin/course';

/**
 * The course editor (view key course/edit, ?id= to edit): title, cover, description, who may see
 * it, the player rules, and chapters of items in study order (videos and documents uploaded here,
 * a practice bank or an exam chosen from the lists).
 */
export function CourseEditView() {
  const intl = useIntl();
  const navigate = useNavigate();
  // The course's files and cover are uploaded here: direct-upload credentials stay fresh.
  useDirectUploadCredentials();
  const [params] = useSearchParams();
  const id = params.get('id');
  const detail = useQuery(AdminCourseDocument, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const course = detail.data?.course;
  const { maps, deptsReady, groupNames, userNames } = useScopeNames(id, course?.userIds);
  const [form, setForm] = useState<CourseForm | null>(id === null ? emptyCourse() : null);
  const [save, saving] = useMutation(SaveCourseDocument);

  useEffect(() => {
    if (detail.error !== undefined) notifyError(detail.error, intl);
  }, [detail.error, intl]);

  if (form === null && course !== undefined && deptsReady) {
    setForm({
      id: course.id,
      title: course.title,
      cover: course.cover,
      content: course.content,
      published: course.state === 0,
      openType: course.openType,
      dragLimit: course.dragLimit,
      finishShare: course.finishShare,
      sort: course.sort,
      scope: {
        departs: course.departIds.map((d) => {
          const dept = maps.byId.get(d);
          return { id: dept?.deptCode ?? d, name: dept?.deptName ?? d };
        }),
        groups: course.groupIds.map((g) => ({ id: g, name: g })),
        users: course.userIds.map((u) => ({ id: u, name: u })),
      },
      chapters: course.chapters.map((ch) => ({
        key: ch.id,
        id: ch.id,
        title: ch.title,
        items: ch.items.map((it) => ({
          key: it.id,
          id: it.id,
          title: it.title,
          itemType: it.itemType,
          fileId: it.fileId ?? '',
          fileName: it.fileId === null ? '' : it.title,
          refId: it.refId ?? '',
        })),
      })),
    });
  }
  if (form === null) return <Skeleton h="80" />;

  const set = <K extends keyof CourseForm>(key: K, value: CourseForm[K]) =>
    setForm((f) => (f === null ? f : { ...f, [key]: value }));
  const setChapters = (update: (chapters: ChapterForm[]) => ChapterForm[]) =>
    setForm((f) => (f === null ? f : { ...f, chapters: update(f.chapters) }));
  const shownScope: Scope = {
    departs: form.scope.departs,
    groups: form.scope.groups.map((g) => ({ id: g.id, name: groupNames.get(g.id) ?? g.name })),
    users: form.scope.users.map((u) => ({ id: u.id, name: userNames.get(u.id) ?? u.name })),
  };

  async function submit() {
    if (form === null) return;
    try {
      await save({ variables: { input: toSaveInput(form) } });
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      void navigate(LIST_PATH);
    } catch (e) {
      notifyError(e, intl);
    }
  }

  return (
    <Stack gap="4" data-testid="course-editor">
      <Card.Root>
        <Card.Header>
          <Heading size="md" as="h2">
            <FormattedMessage
              id={form.id === undefined ? 'course.admin.add' : 'course.admin.edit'}
            />
          </Heading>
        </Card.Header>
        <Card.Body gap="4">
          <Field label={<FormattedMessage id="course.field.title" />} required>
            <Input
              value={form.title}
              maxLength={100}
              onChange={(e) => set('title', e.currentTarget.value)}
              data-testid="course-form-title"
            />
          </Field>
          <Field label={<FormattedMessage id="course.field.cover" />}>
            <ImageUpload
              value={form.cover}
              onChange={(url) => set('cover', url)}
              visibility="public"
              testId="course-form-cover"
              label={intl.formatMessage({ id: 'course.field.cover' })}
            />
          </Field>
          <Field label={<FormattedMessage id="course.field.content" />}>
            <RichTextEditor
              value={form.content}
              onChange={(html) => set('content', html)}
              testId="course-form-content"
              ariaLabel={intl.formatMessage({ id: 'course.field.content' })}
            />
          </Field>
          <HStack gap="6" wrap="wrap" align="flex-end">
            <Field label={<FormattedMessage id="course.field.openType" />} width="auto">
              <NativeSelect.Root size="sm" width="48">
                <NativeSelect.Field
                  value={String(form.openType)}
                  onChange={(e) => set('openType', Number(e.currentTarget.value))}
                  data-testid="course-form-open-type"
                >
                  {[1, 2, 3].map((t) => (
                    <option key={t} value={t}>
                      {intl.formatMessage({
                        id: OPEN_TYPE_LABELS[t] ?? 'course.openType.everyone',
                      })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
            <Field
              label={<FormattedMessage id="course.field.finishShare" />}
              helperText={<FormattedMessage id="course.field.finishShareHelp" />}
              width="auto"
              maxW="xs"
            >
              <NumberInput.Root
                size="sm"
                width="28"
                min={1}
                max={100}
                value={String(form.finishShare)}
                onValueChange={(e) =>
                  set('finishShare', Number.isFinite(e.valueAsNumber) ? e.valueAsNumber : 90)
                }
              >
                <NumberInput.Input data-testid="course-form-finish-share" />
              </NumberInput.Root>
            </Field>
            <Field label={<FormattedMessage id="course.field.sort" />} width="auto">
              <NumberInput.Root
                size="sm"
                width="24"
                min={0}
                value={String(form.sort)}
                onValueChange={(e) =>
                  set('sort', Number.isFinite(e.valueAsNumber) ? e.valueAsNumber : 0)
                }
              >
                <NumberInput.Input data-testid="course-form-sort" />
              </NumberInput.Root>
            </Field>
            <Switch.Root
              checked={form.dragLimit}
              onCheckedChange={(e) => set('dragLimit', e.checked)}
              colorPalette="brand"
              data-testid="course-form-drag-limit"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <FormattedMessage id="course.field.dragLimit" />
              </Switch.Label>
            </Switch.Root>
            <Switch.Root
              checked={form.published}
              onCheckedChange={(e) => set('published', e.checked)}
              colorPalette="brand"
              data-testid="course-form-published"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <FormattedMessage id="course.state.published" />
              </Switch.Label>
            </Switch.Root>
          </HStack>
          {form.openType !== 1 && (
            // A group, not a Field: the user picker's dialog inside would take the field's id
            // for every checkbox of its table (a click then ticks the wrong row).
            <Stack gap="1.5" role="group" aria-labelledby="course-form-scope-label">
              <Text id="course-form-scope-label" fontSize="sm" fontWeight="medium">
                <FormattedMessage
                  id={OPEN_TYPE_LABELS[form.openType] ?? 'course.openType.everyone'}
                />
                <Text as="span" color="fg.error" aria-hidden="true">
                  {' *'}
                </Text>
              </Text>
              <ScopePicker
                value={
                  form.openType === 2 ? { ...EMPTY_SCOPE, departs: form.scope.departs } : shownScope
                }
                onChange={(scope) =>
                  set(
                    'scope',
                    form.openType === 2 ? { ...form.scope, departs: scope.departs } : scope,
                  )
                }
                testId="course-form-scope"
              />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>

      {form.chapters.map((chapter, ci) => (
        <ChapterCard
          key={chapter.key}
          chapter={chapter}
          index={ci}
          count={form.chapters.length}
          onChange={(next) => setChapters((all) => all.map((c, i) => (i === ci ? next : c)))}
          onMove={(by) => setChapters((all) => moveAt(all, ci, by))}
          onRemove={() => setChapters((all) => all.filter((_, i) => i !== ci))}
        />
      ))}
      <HStack>
        <Button
          variant="outline"
          onClick={() =>
            setChapters((all) => [...all, { key: crypto.randomUUID(), title: '', items: [] }])
          }
          data-testid="course-add-chapter"
        >
          <LuPlus />
          <FormattedMessage id="course.admin.addChapter" />
        </Button>
        <Button ms="auto" variant="ghost" onClick={() => void navigate(LIST_PATH)}>
          <FormattedMessage id="sys.common.cancel" />
        </Button>
        <Button
          colorPalette="brand"
          loading={saving.loading}
          onClick={() => void submit()}
          data-testid="course-save"
        >
          <FormattedMessage id="sys.common.save" />
        </Button>
      </HStack>
    </Stack>
  );
}

function ChapterCard(props: {
  chapter: ChapterForm;
  index: number;
  count: number;
  onChange: (chapter: ChapterForm) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { chapter, index } = props;
  const setItems = (items: ItemForm[]) => props.onChange({ ...chapter, items });
  const n = index + 1;
  return (
    <Card.Root size="sm" data-testid={`course-chapter-${index}`}>
      <Card.Body gap="3">
        <HStack gap="2">
          <Field
            label={<FormattedMessage id="course.field.chapterTitle" values={{ n }} />}
            required
          >
            <Input
              value={chapter.title}
              maxLength={100}
              onChange={(e) => props.onChange({ ...chapter, title: e.currentTarget.value })}
              data-testid={`course-chapter-title-${index}`}
            />
          </Field>
          <MoveButtons
            label={intl.formatMessage({ id: 'course.admin.chapterN' }, { n })}
            first={index === 0}
            last={index === props.count - 1}
            onMove={props.onMove}
            onRemove={props.onRemove}
          />
        </HStack>
        {chapter.items.map((item, ii) => (
          <ItemRow
            key={item.key}
            item={item}
            testId={`course-item-${index}-${ii}`}
            label={intl.formatMessage({ id: 'course.admin.itemN' }, { chapter: n, n: ii + 1 })}
            first={ii === 0}
            last={ii === chapter.items.length - 1}
            onChange={(next) => setItems(chapter.items.map((it, i) => (i === ii ? next : it)))}
            onMove={(by) => setItems(moveAt(chapter.items, ii, by))}
            onRemove={() => setItems(chapter.items.filter((_, i) => i !== ii))}
          />
        ))}
        <Button
          size="sm"
          variant="subtle"
          alignSelf="flex-start"
          onClick={() =>
            setItems([
              ...chapter.items,
              {
                key: crypto.randomUUID(),
                title: '',
                itemType: 1,
                fileId: '',
                fileName: '',
                refId: '',
              },
            ])
          }
          data-testid={`course-add-item-${index}`}
        >
          <LuPlus />
          <FormattedMessage id="course.admin.addItem" />
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function MoveButtons(props: {
  label: string;
  first: boolean;
  last: boolean;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id }, { what: props.label });
  return (
    <HStack gap="0.5" alignSelf="flex-end">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('course.admin.moveUp')}
        disabled={props.first}
        onClick={() => props.onMove(-1)}
      >
        <LuArrowUp />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={t('course.admin.moveDown')}
        disabled={props.last}
        onClick={() => props.onMove(1)}
      >
        <LuArrowDown />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t('course.admin.remove')}
        onClick={props.onRemove}
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

function ItemRow(props: {
  item: ItemForm;
  label: string;
  testId: string;
  first: boolean;
  last: boolean;
  onChange: (item: ItemForm) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { item } = props;
  const input = useRef<HTMLInputElement | null>(null);
  const [uploading, setUploading] = useState(false);
  // What was chosen here; a stored item's bank or exam is looked up by id for its title.
  const [picked, setPicked] = useState<RemoteOption | null>(null);
  const known = picked !== null && picked.id === item.refId;
  const lookup = !known && item.refId !== '';
  const refRepo = useQuery(CourseRefRepoDocument, {
    variables: { id: item.refId },
    skip: !lookup || item.itemType !== 3,
  });
  const refExam = useQuery(CourseRefExamDocument, {
    variables: { id: item.refId },
    skip: !lookup || item.itemType !== 4,
  });
  const refValue: RemoteOption | null = known
    ? picked
    : item.refId === ''
      ? null
      : {
          id: item.refId,
          label:
            (item.itemType === 3
              ? refRepo.data?.repoDetail.title
              : refExam.data?.examDetail.title) ?? item.refId,
        };
  const chooseRef = (v: RemoteOption | null) => {
    setPicked(v);
    props.onChange({ ...item, refId: v?.id ?? '' });
  };

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (file === undefined) return;
    setUploading(true);
    try {
      const kind = item.itemType === 1 ? UPLOAD_KIND.video : documentUploadKind(file.name);
      const stored = await uploadFile(file, { kind, visibility: 'course' });
      props.onChange({
        ...item,
        fileId: stored.id,
        fileName: stored.name,
        title: item.title === '' ? stored.name.replace(/\.[^.]+$/, '') : item.title,
      });
    } catch (e) {
      notifyError(e, intl);
    } finally {
      setUploading(false);
      if (input.current !== null) input.current.value = '';
    }
  }

  return (
    <HStack
      gap="2"
      align="flex-end"
      wrap="wrap"
      ps="4"
      borderStartWidth="2px"
      data-testid={props.testId}
    >
      <Field label={<FormattedMessage id="course.field.itemType" />} width="auto">
        <NativeSelect.Root size="sm" width="32">
          <NativeSelect.Field
            value={String(item.itemType)}
            onChange={(e) =>
              props.onChange({
                ...item,
                itemType: Number(e.currentTarget.value),
                fileId: '',
                fileName: '',
                refId: '',
              })
            }
            data-testid={`${props.testId}-type`}
          >
            {[1, 2, 3, 4].map((t) => (
              <option key={t} value={t}>
                {intl.formatMessage({ id: ITEM_TYPE_LABELS[t] ?? 'course.itemType.video' })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field>
      <Field label={<FormattedMessage id="course.field.itemTitle" />} required flex="1" minW="48">
        <Input
          size="sm"
          value={item.title}
          maxLength={100}
          onChange={(e) => props.onChange({ ...item, title: e.currentTarget.value })}
          data-testid={`${props.testId}-title`}
        />
      </Field>
      {item.itemType <= 2 ? (
        <Stack gap="1">
          <input
            ref={input}
            type="file"
            hidden
            accept={item.itemType === 1 ? '.mp4,video/mp4' : DOCUMENT_ACCEPT}
            onChange={(e) => void upload(e.currentTarget.files)}
            data-testid={`${props.testId}-file`}
          />
          <Button
            size="sm"
            variant="outline"
            loading={uploading}
            onClick={() => input.current?.click()}
          >
            <LuUpload />
            <FormattedMessage
              id={item.itemType === 1 ? 'course.admin.uploadVideo' : 'course.admin.uploadDocument'}
            />
          </Button>
          <Text
            fontSize="xs"
            color="fg.muted"
            maxW="48"
            truncate
            data-testid={`${props.testId}-file-name`}
          >
            {item.fileId === '' ? intl.formatMessage({ id: 'course.admin.noFile' }) : item.fileName}
          </Text>
        </Stack>
      ) : (
        <Field
          label={
            <FormattedMessage id={ITEM_TYPE_LABELS[item.itemType] ?? 'course.itemType.video'} />
          }
          width="auto"
        >
          {item.itemType === 3 ? (
            <RepoSelect
              value={refValue}
              onChange={chooseRef}
              label={intl.formatMessage({ id: ITEM_TYPE_LABELS[3] ?? 'course.itemType.video' })}
              placeholder={intl.formatMessage({ id: 'course.admin.choose' })}
              testId={`${props.testId}-ref`}
              width="56"
            />
          ) : (
            <ExamSelect
              value={refValue}
              onChange={chooseRef}
              label={intl.formatMessage({ id: ITEM_TYPE_LABELS[4] ?? 'course.itemType.video' })}
              placeholder={intl.formatMessage({ id: 'course.admin.choose' })}
              testId={`${props.testId}-ref`}
              width="56"
            />
          )}
        </Field>
      )}
      <MoveButtons
        label={props.label}
        first={props.first}
        last={props.last}
        onMove={props.onMove}
        onRemove={props.onRemove}
      />
    </HStack>
  );
}
