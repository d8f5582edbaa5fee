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
import { toSwitchInput, type SwitchValues } from './switchValues';

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
