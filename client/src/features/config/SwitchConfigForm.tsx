import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  HStack,
  RadioGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { Field } from '../../components/ui/field';
import { DeptTreeSelect } from '../sys/pickers/DeptTreeSelect';
import { SaveSwitchConfigDocument, SwitchConfigDocument } from './configDocuments';
import { LIVENESS_SETTINGS, toSwitchInput, type SwitchValues } from './switchValues';

const LEVEL_LABELS: Record<string, string> = {
  off: 'sysConfig.switch.levelOff',
  passive: 'sysConfig.switch.levelPassive',
  active: 'sysConfig.switch.levelActive',
};

/** The label and the one-line help (what the level defends against) of each liveness setting. */
const LIVENESS_TEXTS: Record<
  (typeof LIVENESS_SETTINGS)[number]['key'],
  { label: string; help: string }
> = {
  livenessLogin: {
    label: 'sysConfig.switch.livenessLogin',
    help: 'sysConfig.switch.livenessLoginHelp',
  },
  livenessCheck: {
    label: 'sysConfig.switch.livenessCheck',
    help: 'sysConfig.switch.livenessCheckHelp',
  },
  livenessRealName: {
    label: 'sysConfig.switch.livenessRealName',
    help: 'sysConfig.switch.livenessRealNameHelp',
  },
  livenessCapture: {
    label: 'sysConfig.switch.livenessCapture',
    help: 'sysConfig.switch.livenessCaptureHelp',
  },
};

type BoolKey = {
  [K in keyof SwitchValues]: SwitchValues[K] extends boolean ? K : never;
}[keyof SwitchValues];

const TOGGLES: { key: BoolKey; label: string }[] = [
  { key: 'userReg', label: 'sysConfig.switch.userReg' },
  { key: 'userAudit', label: 'sysConfig.switch.userAudit' },
  { key: 'mobileLogin', label: 'sysConfig.switch.mobileLogin' },
  { key: 'wechatLogin', label: 'sysConfig.switch.wechatLogin' },
  { key: 'faceLogin', label: 'sysConfig.switch.faceLogin' },
  { key: 'cropLogin', label: 'sysConfig.switch.cropLogin' },
  { key: 'dingLogin', label: 'sysConfig.switch.dingLogin' },
  { key: 'realPerson', label: 'sysConfig.switch.realPerson' },
];

function Choice(props: {
  value: number;
  options: { value: number; label: string }[];
  onChange: (v: number) => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="brand"
      value={String(props.value)}
      disabled={props.disabled}
      onValueChange={(e) => props.onChange(Number(e.value))}
      data-testid={props.testId}
    >
      <HStack gap="5" wrap="wrap">
        {props.options.map((o) => (
          <RadioGroup.Item
            key={o.value}
            value={String(o.value)}
            data-testid={`${props.testId}-${o.value}`}
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <FormattedMessage id={o.label} />
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

/** The element ids that name and describe a setting's radio group. */
const domIds = (key: string) => ({ label: `config-${key}-label`, help: `config-${key}-help` });

/** One choice among string options (a liveness level). */
function LevelChoice(props: {
  value: string;
  levels: readonly string[];
  onChange: (v: string) => void;
  disabled: boolean;
  testId: string;
  labelledBy: string;
  describedBy: string;
}) {
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="brand"
      value={props.value}
      disabled={props.disabled}
      onValueChange={(e) => {
        if (e.value !== null) props.onChange(e.value);
      }}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
    >
      <HStack gap="5" wrap="wrap">
        {props.levels.map((level) => (
          <RadioGroup.Item key={level} value={level} data-testid={`${props.testId}-${level}`}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <FormattedMessage id={LEVEL_LABELS[level] ?? level} />
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

/** Feature switches. */
export function SwitchConfigForm({ editable }: { editable: boolean }) {
  const intl = useIntl();
  const { data, error } = useQuery(SwitchConfigDocument, { fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(SaveSwitchConfigDocument);
  const [values, setValues] = useState<SwitchValues | null>(null);
  const [deptMissing, setDeptMissing] = useState(false);
  const loaded = data?.switchConfig;
  const v: SwitchValues | null = values ?? (loaded !== undefined ? { ...loaded } : null);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  if (v === null) return <Skeleton h="64" />;
  const set = <K extends keyof SwitchValues>(key: K, value: SwitchValues[K]) =>
    setValues({ ...(v as SwitchValues), [key]: value });

  async function submit() {
    const cur = v as SwitchValues;
    if (cur.userDeptType === 1 && cur.userDeptCode === '') {
      setDeptMissing(true);
      return;
    }
    try {
      await save({
        variables: { input: toSwitchInput(cur) },
        refetchQueries: ['SwitchConfig'],
        awaitRefetchQueries: true,
      });
      setValues(null);
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
    } catch (err) {
      notifyError(err, intl);
    }
  }

  return (
    <Stack gap="6" maxW="3xl" data-testid="config-switch">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {TOGGLES.map((t) => (
          <Switch.Root
            key={t.key}
            colorPalette="brand"
            checked={v[t.key]}
            disabled={!editable}
            onCheckedChange={(e) => set(t.key, e.checked)}
            data-testid={`config-switch-${t.key}`}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              <FormattedMessage id={t.label} />
            </Switch.Label>
          </Switch.Root>
        ))}
      </SimpleGrid>
      <Field label={<FormattedMessage id="sysConfig.switch.userDeptType" />}>
        <Choice
          value={v.userDeptType}
          disabled={!editable}
          onChange={(x) => set('userDeptType', x)}
          options={[
            { value: 0, label: 'sysConfig.switch.deptPick' },
            { value: 1, label: 'sysConfig.switch.deptDefault' },
          ]}
          testId="config-switch-dept-type"
        />
      </Field>
      {v.userDeptType === 1 && (
        <Field
          label={<FormattedMessage id="sysConfig.switch.userDeptCode" />}
          required
          invalid={deptMissing}
          errorText={<FormattedMessage id="sys.common.required" />}
        >
          <DeptTreeSelect
            value={v.userDeptCode}
            onChange={(code) => {
              set('userDeptCode', code);
              setDeptMissing(false);
            }}
            disabled={!editable}
            invalid={deptMissing}
            width="sm"
            testId="config-switch-dept"
          />
        </Field>
      )}
      <Field label={<FormattedMessage id="sysConfig.switch.faceAudit" />}>
        <Choice
          value={v.faceAudit}
          disabled={!editable}
          onChange={(x) => set('faceAudit', x)}
          options={[
            { value: 0, label: 'sysConfig.switch.auditNo' },
            { value: 1, label: 'sysConfig.switch.auditManual' },
            { value: 2, label: 'sysConfig.switch.auditAuto' },
          ]}
          testId="config-switch-face-audit"
        />
      </Field>
      <Field label={<FormattedMessage id="sysConfig.switch.loginTick" />}>
        <Choice
          value={v.loginTick}
          disabled={!editable}
          onChange={(x) => set('loginTick', x)}
          options={[
            { value: 0, label: 'sysConfig.switch.multiLogin' },
            { value: 1, label: 'sysConfig.switch.kickEarlier' },
          ]}
          testId="config-switch-login-tick"
        />
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="sysConfig.switch.loginTickHelp" />
        </Text>
      </Field>
      <Stack gap="4" as="fieldset">
        <Text as="legend" fontWeight="semibold" mb="2">
          <FormattedMessage id="sysConfig.switch.liveness" />
        </Text>
        {LIVENESS_SETTINGS.map((setting) => (
          <Stack key={setting.key} gap="1">
            <Text id={domIds(setting.key).label} fontSize="sm" fontWeight="medium">
              <FormattedMessage id={LIVENESS_TEXTS[setting.key].label} />
            </Text>
            <LevelChoice
              value={v[setting.key]}
              levels={setting.levels}
              disabled={!editable}
              onChange={(x) => set(setting.key, x)}
              labelledBy={domIds(setting.key).label}
              describedBy={domIds(setting.key).help}
              testId={`config-switch-${setting.key}`}
            />
            <Text id={domIds(setting.key).help} fontSize="xs" color="fg.muted">
              <FormattedMessage id={LIVENESS_TEXTS[setting.key].help} />
            </Text>
          </Stack>
        ))}
      </Stack>
      {editable && (
        <Button
          colorPalette="brand"
          alignSelf="flex-start"
          loading={saving.loading}
          onClick={() => void submit()}
          data-testid="config-switch-save"
        >
          <FormattedMessage id="sys.common.save" />
        </Button>
      )}
    </Stack>
  );
}
