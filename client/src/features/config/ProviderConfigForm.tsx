import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CheckboxGroup,
  Heading,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  Separator,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { useDictionary } from '../dict/useDictionary';
import {
  ChangeProviderDocument,
  ProviderConfigDocument,
  SaveProviderConfigDocument,
} from './configDocuments';
import {
  choicesOf,
  DEFAULT_PROVIDER,
  ENCODE_TYPES,
  FORM_SPECS,
  isBooleanField,
  isSecretField,
  SECRET_MASK,
  toProviderInput,
  validateProvider,
  VIDEO_ENCODES,
  VIDEO_QUALITIES,
  type FieldProblem,
  type FormErrors,
  type ProviderFormData,
  type ProviderType,
} from './configRules';

const PROVIDER_LABELS: Record<string, string> = {
  local: 'sysConfig.provider.local',
  aliyun: 'sysConfig.provider.aliyun',
  qcloud: 'sysConfig.provider.qcloud',
  qiniu: 'sysConfig.provider.qiniu',
  baidu: 'sysConfig.provider.baidu',
  log: 'sysConfig.provider.log',
  oauth: 'sysConfig.provider.oauth',
};

const FIELD_LABELS: Record<string, string> = {
  localDir: 'sysConfig.field.localDir',
  url: 'sysConfig.field.url',
  endpoint: 'sysConfig.field.endpoint',
  region: 'sysConfig.field.region',
  bucket: 'sysConfig.field.bucket',
  accessKeyId: 'sysConfig.field.accessKeyId',
  accessKeySecret: 'sysConfig.field.accessKeySecret',
  arn: 'sysConfig.field.arn',
  secretId: 'sysConfig.field.secretId',
  secretKey: 'sysConfig.field.secretKey',
  appId: 'sysConfig.field.appId',
  appKey: 'sysConfig.field.appKey',
  faceGroup: 'sysConfig.field.faceGroup',
  groupId: 'sysConfig.field.groupId',
  dbName: 'sysConfig.field.dbName',
  liveCheck: 'sysConfig.field.liveCheck',
  liveLevel: 'sysConfig.field.liveLevel',
  directUpload: 'sysConfig.field.directUpload',
  pushDomain: 'sysConfig.field.pushDomain',
  pushKey: 'sysConfig.field.pushKey',
  pullDomain: 'sysConfig.field.pullDomain',
  pullKey: 'sysConfig.field.pullKey',
  signName: 'sysConfig.field.signName',
  templateCode: 'sysConfig.field.templateCode',
  templateId: 'sysConfig.field.templateId',
  noticeTemplateCode: 'sysConfig.field.noticeTemplateCode',
  noticeTemplateId: 'sysConfig.field.noticeTemplateId',
  sdkAppId: 'sysConfig.field.sdkAppId',
  appSecret: 'sysConfig.field.appSecret',
  corpId: 'sysConfig.field.corpId',
  agentId: 'sysConfig.field.agentId',
  secret: 'sysConfig.field.secret',
  clientId: 'sysConfig.field.clientId',
  clientSecret: 'sysConfig.field.clientSecret',
  authorizeUrl: 'sysConfig.field.authorizeUrl',
  tokenUrl: 'sysConfig.field.tokenUrl',
  userInfoUrl: 'sysConfig.field.userInfoUrl',
  redirectBase: 'sysConfig.field.redirectBase',
  encodeType: 'sysConfig.field.encodeType',
  videoEncode: 'sysConfig.field.videoEncode',
  videoQuality: 'sysConfig.field.videoQuality',
  ffmpegHome: 'sysConfig.field.ffmpegHome',
  decodeUrl: 'sysConfig.field.decodeUrl',
  encodeKey: 'sysConfig.field.encodeKey',
  encodeIv: 'sysConfig.field.encodeIv',
  aesKey: 'sysConfig.field.aesKey',
  aesIv: 'sysConfig.field.aesIv',
  mediaQueue: 'sysConfig.field.mediaQueue',
  encodeUrl: 'sysConfig.field.encodeUrl',
};

const PROBLEM_LABELS: Record<FieldProblem, string> = {
  required: 'sys.common.required',
  localDir: 'sysConfig.problem.localDir',
  url: 'sysConfig.problem.url',
  host: 'sysConfig.problem.host',
  bucket: 'sysConfig.problem.bucket',
  length16: 'sysConfig.problem.length16',
  provider: 'sysConfig.problem.provider',
  address: 'sysConfig.problem.address',
};

const OPTION_LABELS: Record<string, string> = {
  none: 'sysConfig.option.none',
  ffmpeg: 'sysConfig.option.ffmpeg',
  online: 'sysConfig.option.online',
  mp4: 'sysConfig.option.mp4',
  m3u8: 'sysConfig.option.m3u8',
  m3u8_encode: 'sysConfig.option.m3u8Encode',
  original: 'sysConfig.option.original',
  '480p': 'sysConfig.option.q480',
  '720p': 'sysConfig.option.q720',
  '1080p': 'sysConfig.option.q1080',
  '2k': 'sysConfig.option.q2k',
  low: 'sysConfig.option.liveLow',
  normal: 'sysConfig.option.liveNormal',
  high: 'sysConfig.option.liveHigh',
};

/** Dictionaries with the known endpoints / regions of each storage provider. */
const PLACE_DICTS: Record<string, string> = {
  aliyun: 'aliyun_upload_endpoins',
  qcloud: 'qcloud_upload_endpoints',
  qiniu: 'qiniu_upload_areas',
};

/** Encoding depends on the provider: ffmpeg runs locally, cloud providers transcode online. */
function encodeTypesFor(provider: string): readonly string[] {
  return ENCODE_TYPES.filter(
    (t) => t === 'none' || (provider === 'local' ? t === 'ffmpeg' : t === 'online'),
  );
}

/** Which transcoding fields apply to the current choices. */
function transcodeVisible(field: string, data: ProviderFormData): boolean {
  const encodeType = String(data.encodeType ?? '');
  const encoding = encodeType !== '' && encodeType !== 'none';
  const encrypted = data.videoEncode === 'm3u8_encode';
  switch (field) {
    case 'encodeType':
      return true;
    case 'videoEncode':
    case 'videoQuality':
      return encoding;
    case 'ffmpegHome':
      return encodeType === 'ffmpeg';
    case 'mediaQueue':
    case 'encodeUrl':
      return encodeType === 'online';
    case 'aesKey':
    case 'aesIv':
    case 'encodeKey':
    case 'encodeIv':
    case 'decodeUrl':
      return encoding && encrypted;
    default:
      return true;
  }
}

const TRANSCODE = new Set([
  'encodeType',
  'videoEncode',
  'videoQuality',
  'ffmpegHome',
  'decodeUrl',
  'encodeKey',
  'encodeIv',
  'aesKey',
  'aesIv',
  'mediaQueue',
  'encodeUrl',
]);

export interface ProviderConfigFormProps {
  type: ProviderType;
  providers: readonly string[];
  editable: boolean;
}

/**
 * A provider form (storage, face recognition, live streaming): the provider radio (choosing one
 * loads that provider's saved settings), its fields (secrets masked), save, and make it the one in
 * use.
 */
export function ProviderConfigForm({ type, providers, editable }: ProviderConfigFormProps) {
  const intl = useIntl();
  // The provider in use, then the one the admin looks at.
  const inUse = useQuery(ProviderConfigDocument, {
    variables: { type },
    fetchPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const activeProvider = inUse.data?.providerConfig.provider ?? '';
  const provider = chosen ?? activeProvider;
  const detail = useQuery(ProviderConfigDocument, {
    variables: { type, provider },
    skip: provider === '',
    fetchPolicy: 'network-only',
  });
  const [saveConfig, saving] = useMutation(SaveProviderConfigDocument);
  const [changeProvider, changing] = useMutation(ChangeProviderDocument);
  const [edits, setEdits] = useState<Record<string, ProviderFormData>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const places = useDictionary((type === 'sms' ? undefined : PLACE_DICTS[provider]) ?? 'none');

  useEffect(() => {
    const e = inUse.error ?? detail.error;
    if (e !== undefined) notifyError(e, intl);
  }, [inUse.error, detail.error, intl]);

  const config = detail.data?.providerConfig;
  const loaded: ProviderFormData = {};
  if (config !== undefined) {
    for (const [k, v] of Object.entries(config.data)) {
      if (k !== '__typename' && v !== null && v !== undefined) loaded[k] = v;
    }
  }
  const data: ProviderFormData = { ...loaded, ...(edits[provider] ?? {}) };
  const stored = config?.secretFields ?? [];
  const spec = FORM_SPECS[type][provider];

  function set(field: string, value: string | boolean) {
    const next = { ...(edits[provider] ?? {}), [field]: value };
    setEdits({ ...edits, [provider]: next });
    if (Object.keys(errors).length > 0) {
      setErrors(validateProvider(type, provider, { ...loaded, ...next }, stored));
    }
  }

  async function refresh() {
    setEdits({ ...edits, [provider]: {} });
    await Promise.all([inUse.refetch(), detail.refetch()]);
  }

  async function save(activate: boolean) {
    if (provider === '') {
      notifyErrorText(intl.formatMessage({ id: 'sysConfig.problem.provider' }));
      return;
    }
    const found = validateProvider(type, provider, data, stored);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await saveConfig({
        variables: {
          input: {
            type,
            provider,
            data: toProviderInput(type, provider, data),
            active: activate || config?.active === true,
          },
        },
      });
      notifySuccess(
        intl.formatMessage({
          id: activate ? 'sysConfig.provider.switched' : 'sysConfig.provider.saved',
        }),
      );
      setErrors({});
      await refresh();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  async function use() {
    try {
      await changeProvider({ variables: { type, provider } });
      notifySuccess(intl.formatMessage({ id: 'sysConfig.provider.switched' }));
      await refresh();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  if (inUse.data === undefined) return <Skeleton h="64" />;

  // The liveness level only matters while liveness checks are on.
  const fields = (spec === undefined ? [] : [...spec.fields]).filter(
    (f) => f !== 'liveLevel' || data.liveCheck === true,
  );
  const transcode =
    type === 'upload' ? [...TRANSCODE].filter((f) => transcodeVisible(f, data)) : [];
  const fieldError = (f: string) =>
    errors[f] === undefined
      ? undefined
      : intl.formatMessage({ id: PROBLEM_LABELS[errors[f] as FieldProblem] });

  function renderField(f: string) {
    const label = <FormattedMessage id={FIELD_LABELS[f] ?? 'sysConfig.field.url'} />;
    const required = spec?.required.includes(f) === true;
    if (isBooleanField(type, provider, f)) {
      return (
        <Stack key={f} gap="2" gridColumn={{ md: 'span 2' }}>
          <Switch.Root
            colorPalette="brand"
            checked={data[f] === true}
            disabled={!editable}
            onCheckedChange={(e) => set(f, e.checked)}
            data-testid={`config-${type}-${f}`}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
          {f === 'directUpload' && (
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="sysConfig.storage.directUploadHint" />
            </Text>
          )}
          {f === 'liveCheck' && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="sysConfig.face.liveCheckCost" />
              </Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      );
    }
    const value = typeof data[f] === 'string' ? (data[f] as string) : '';
    const choices = choicesOf(type, provider, f);
    const selectOptions =
      f === 'encodeType' ? encodeTypesFor(provider) : f === 'videoEncode' ? VIDEO_ENCODES : choices;
    let control;
    if (f === 'videoQuality') {
      // Several qualities: each one not above the source is made (comma separated when saved).
      const chosen = value.split(',').filter((q) => q !== '');
      control = (
        <CheckboxGroup
          value={chosen}
          disabled={!editable}
          onValueChange={(next: string[]) =>
            set(f, VIDEO_QUALITIES.filter((q) => next.includes(q)).join(','))
          }
          aria-label={intl.formatMessage({ id: FIELD_LABELS[f] ?? 'sysConfig.field.url' })}
          data-testid={`config-${type}-${f}`}
        >
          <HStack gap="4" wrap="wrap">
            {VIDEO_QUALITIES.map((q) => (
              <Checkbox.Root
                key={q}
                value={q}
                size="sm"
                colorPalette="brand"
                // Each box its own input and label: the field's shared ids would make every
                // label tick the first box.
                ids={{
                  hiddenInput: `config-${type}-${f}-${q}-input`,
                  label: `config-${type}-${f}-${q}-label`,
                }}
                data-testid={`config-${type}-${f}-${q}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {intl.formatMessage({ id: OPTION_LABELS[q] ?? 'sysConfig.option.none' })}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </CheckboxGroup>
      );
    } else if (selectOptions !== null) {
      control = (
        <NativeSelect.Root size="sm" disabled={!editable}>
          <NativeSelect.Field
            value={value}
            onChange={(e) => set(f, e.currentTarget.value)}
            data-testid={`config-${type}-${f}`}
          >
            {choices === null && (
              <option value="">{intl.formatMessage({ id: 'ui.select.placeholder' })}</option>
            )}
            {selectOptions.map((o) => (
              <option key={o} value={o}>
                {intl.formatMessage({ id: OPTION_LABELS[o] ?? 'sysConfig.option.none' })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    } else if (isSecretField(type, provider, f)) {
      const kept = stored.includes(f);
      control = (
        <PasswordInput
          size="sm"
          autoComplete="new-password"
          value={value === SECRET_MASK ? '' : value}
          placeholder={kept ? intl.formatMessage({ id: 'sysConfig.secret.kept' }) : undefined}
          disabled={!editable}
          onChange={(e) => set(f, e.target.value)}
          data-testid={`config-${type}-${f}`}
        />
      );
    } else {
      const listId =
        (f === 'endpoint' || f === 'region') && places.length > 0
          ? `config-${type}-${f}-places`
          : undefined;
      control = (
        <>
          <Input
            size="sm"
            value={value}
            maxLength={500}
            list={listId}
            disabled={!editable}
            onChange={(e) => set(f, e.target.value)}
            data-testid={`config-${type}-${f}`}
          />
          {listId !== undefined && (
            <datalist id={listId}>
              {places.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.title}
                </option>
              ))}
            </datalist>
          )}
        </>
      );
    }
    return (
      <Field
        key={f}
        label={label}
        required={required && !(isSecretField(type, provider, f) && stored.includes(f))}
        invalid={errors[f] !== undefined}
        errorText={fieldError(f)}
        helperText={
          f === 'videoEncode' && value === 'm3u8_encode' ? (
            <FormattedMessage id="sysConfig.option.m3u8EncodeWarn" />
          ) : f === 'localDir' ? (
            <FormattedMessage id="sysConfig.problem.localDir" />
          ) : f === 'url' ? (
            <FormattedMessage id="sysConfig.problem.url" />
          ) : f === 'liveLevel' ? (
            <FormattedMessage id="sysConfig.face.liveLevelHint" />
          ) : undefined
        }
      >
        {control}
      </Field>
    );
  }

  return (
    <Stack gap="5" maxW="4xl" data-testid={`config-${type}`}>
      <Field
        label={<FormattedMessage id="sysConfig.provider.label" />}
        required
        invalid={errors.provider !== undefined}
        errorText={fieldError('provider')}
      >
        <RadioGroup.Root
          size="sm"
          colorPalette="brand"
          value={provider}
          onValueChange={(e) => {
            setChosen(e.value);
            setErrors({});
          }}
        >
          <HStack gap="5" wrap="wrap">
            {providers.map((p) => (
              <RadioGroup.Item key={p} value={p} data-testid={`config-${type}-provider-${p}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <FormattedMessage id={PROVIDER_LABELS[p] ?? 'sysConfig.provider.local'} />
                </RadioGroup.ItemText>
                {p === activeProvider && (
                  <Badge size="xs" colorPalette="green" variant="subtle">
                    <FormattedMessage id="sysConfig.provider.inUse" />
                  </Badge>
                )}
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {provider === '' && (
          <Text fontSize="sm" color="fg.warning">
            <FormattedMessage id="sysConfig.problem.provider" />
          </Text>
        )}
      </Field>
      {provider !== '' && detail.data === undefined && <Skeleton h="48" />}
      {provider !== '' && config !== undefined && (
        <>
          {!config.saved && (
            <Text fontSize="sm" color="fg.muted" data-testid={`config-${type}-unsaved`}>
              <FormattedMessage id="sysConfig.provider.notSaved" />
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {fields.map(renderField)}
          </SimpleGrid>
          {transcode.length > 0 && (
            <>
              <Separator />
              <Heading size="sm">
                <FormattedMessage id="sysConfig.storage.transcode" />
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {transcode.map(renderField)}
              </SimpleGrid>
            </>
          )}
          {editable && (
            <HStack gap="2">
              <Button
                colorPalette="brand"
                loading={saving.loading}
                onClick={() => void save(false)}
                data-testid={`config-${type}-save`}
              >
                <FormattedMessage id="sys.common.save" />
              </Button>
              {!config.active && (
                <Button
                  variant="outline"
                  loading={changing.loading}
                  disabled={!config.saved && DEFAULT_PROVIDER[type] !== provider}
                  onClick={() => void use()}
                  data-testid={`config-${type}-use`}
                >
                  <FormattedMessage
                    id={type === 'face' ? 'sysConfig.face.useThis' : 'sysConfig.provider.useThis'}
                  />
                </Button>
              )}
            </HStack>
          )}
        </>
      )}
    </Stack>
  );
}
