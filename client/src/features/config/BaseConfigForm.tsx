import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Input,
  Separator,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { Field } from '../../components/ui/field';
import { ImageUpload } from '../files/ImageUpload';
import { SaveSiteConfigDocument, SiteConfigDocument } from './configDocuments';
import { isHostUrl, isTmpDir } from './configRules';

interface BaseValues {
  siteName: string;
  backLogo: string;
  frontLogo: string;
  tmpDir: string;
  copyRight: string;
  h5Host: string;
  moduleExam: boolean;
  moduleCourse: boolean;
}

type BaseErrors = Partial<Record<'siteName' | 'tmpDir' | 'h5Host', string>>;

export function validateBase(v: BaseValues): BaseErrors {
  const e: BaseErrors = {};
  if (v.siteName.trim() === '') e.siteName = 'sys.common.required';
  if (!isTmpDir(v.tmpDir.trim())) e.tmpDir = 'sysConfig.base.tmpDirFormat';
  if (!isHostUrl(v.h5Host.trim())) e.h5Host = 'sysConfig.base.hostFormat';
  return e;
}

/** Base configuration: site name, logos (uploads), temp directory, copyright, modules. */
export function BaseConfigForm({ editable }: { editable: boolean }) {
  const intl = useIntl();
  const { data, error } = useQuery(SiteConfigDocument, { fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(SaveSiteConfigDocument);
  const [values, setValues] = useState<BaseValues | null>(null);
  const [errors, setErrors] = useState<BaseErrors>({});
  const loaded = data?.siteConfig;
  const current: BaseValues | null = values ?? (loaded !== undefined ? { ...loaded } : null);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  if (current === null) return <Skeleton h="64" />;

  function set<K extends keyof BaseValues>(key: K, value: BaseValues[K]) {
    const next = { ...(current as BaseValues), [key]: value };
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(validateBase(next));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = current as BaseValues;
    const found = validateBase(v);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({
        variables: {
          input: {
            siteName: v.siteName.trim(),
            backLogo: v.backLogo,
            frontLogo: v.frontLogo,
            tmpDir: v.tmpDir.trim(),
            copyRight: v.copyRight.trim(),
            h5Host: v.h5Host.trim(),
            moduleExam: v.moduleExam,
            moduleCourse: v.moduleCourse,
          },
        },
        // The shells show the site name, logos and footer: read them again.
        refetchQueries: ['SitePublicConfig', 'SiteConfig'],
        awaitRefetchQueries: true,
      });
      setValues(null);
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
    } catch (err) {
      notifyError(err, intl);
    }
  }

  const err = (k: keyof BaseErrors) =>
    errors[k] === undefined ? undefined : intl.formatMessage({ id: errors[k] as string });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="config-base">
      <Stack gap="5" maxW="3xl">
        <Field
          label={<FormattedMessage id="sysConfig.base.siteName" />}
          required
          invalid={errors.siteName !== undefined}
          errorText={err('siteName')}
        >
          <Input
            size="sm"
            value={current.siteName}
            maxLength={100}
            disabled={!editable}
            onChange={(e) => set('siteName', e.target.value)}
            data-testid="config-site-name"
          />
        </Field>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field
            label={<FormattedMessage id="sysConfig.base.backLogo" />}
            helperText={<FormattedMessage id="sysConfig.base.backLogoHelp" />}
          >
            <ImageUpload
              value={current.backLogo}
              onChange={(url) => set('backLogo', url)}
              disabled={!editable}
              label={intl.formatMessage({ id: 'sysConfig.base.backLogo' })}
              testId="config-back-logo"
            />
          </Field>
          <Field
            label={<FormattedMessage id="sysConfig.base.frontLogo" />}
            helperText={<FormattedMessage id="sysConfig.base.frontLogoHelp" />}
          >
            <ImageUpload
              value={current.frontLogo}
              onChange={(url) => set('frontLogo', url)}
              disabled={!editable}
              label={intl.formatMessage({ id: 'sysConfig.base.frontLogo' })}
              testId="config-front-logo"
            />
          </Field>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field
            label={<FormattedMessage id="sysConfig.base.tmpDir" />}
            invalid={errors.tmpDir !== undefined}
            errorText={err('tmpDir')}
            helperText={<FormattedMessage id="sysConfig.base.tmpDirHelp" />}
          >
            <Input
              size="sm"
              value={current.tmpDir}
              maxLength={255}
              placeholder="/data/tmp/"
              disabled={!editable}
              onChange={(e) => set('tmpDir', e.target.value)}
              data-testid="config-tmp-dir"
            />
          </Field>
          <Field
            label={<FormattedMessage id="sysConfig.base.h5Host" />}
            invalid={errors.h5Host !== undefined}
            errorText={err('h5Host')}
            helperText={<FormattedMessage id="sysConfig.base.h5HostHelp" />}
          >
            <Input
              size="sm"
              value={current.h5Host}
              maxLength={255}
              placeholder="https://m.example.com"
              disabled={!editable}
              onChange={(e) => set('h5Host', e.target.value)}
              data-testid="config-h5-host"
            />
          </Field>
        </SimpleGrid>
        <Field
          label={<FormattedMessage id="sysConfig.base.copyRight" />}
          helperText={<FormattedMessage id="sysConfig.base.copyRightHelp" />}
        >
          <Textarea
            size="sm"
            value={current.copyRight}
            maxLength={500}
            disabled={!editable}
            onChange={(e) => set('copyRight', e.target.value)}
            data-testid="config-copyright"
          />
        </Field>
        <Separator />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Switch.Root
            colorPalette="brand"
            checked={current.moduleExam}
            disabled={!editable}
            onCheckedChange={(e) => set('moduleExam', e.checked)}
            data-testid="config-module-exam"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              <FormattedMessage id="sysConfig.base.moduleExam" />
            </Switch.Label>
          </Switch.Root>
          <Switch.Root
            colorPalette="brand"
            checked={current.moduleCourse}
            disabled={!editable}
            onCheckedChange={(e) => set('moduleCourse', e.checked)}
            data-testid="config-module-course"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              <FormattedMessage id="sysConfig.base.moduleCourse" />
            </Switch.Label>
          </Switch.Root>
        </SimpleGrid>
        {editable && (
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={saving.loading}
            data-testid="config-base-save"
          >
            <FormattedMessage id="sys.common.save" />
          </Button>
        )}
      </Stack>
    </form>
  );
}
