import { useMutation, useQuery } from '@apollo/client/react';
import {
  Card,
  Heading,
  HStack,
  Link,
  RadioGroup,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { graphql } from '../../gql';
import { useLocale } from '../../i18n/LocaleProvider';
import { LOCALES, type Locale } from '../../i18n/locale';

export const UserSettingsDocument = graphql(`
  query UserSettings {
    me {
      id
      mobile
      smsNotify
    }
  }
`);

export const UpdateMySettingsDocument = graphql(`
  mutation UpdateMySettings($input: UpdateSettingsInput!) {
    updateMySettings(input: $input) {
      id
      smsNotify
    }
  }
`);

const LANGUAGE_LABELS: Record<Locale, string> = { zh: 'app.lang.zh', en: 'app.lang.en' };

/**
 * The user centre's settings: whether notifications sent through an SMS template also reach the
 * linked number (kept by the server), and the interface language (kept on this device).
 */
export function UserSettings() {
  const intl = useIntl();
  const [locale, setLocale] = useLocale();
  const { data, error, loading } = useQuery(UserSettingsDocument);
  const [update, { loading: saving }] = useMutation(UpdateMySettingsDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  async function setSmsNotify(smsNotify: boolean) {
    try {
      await update({ variables: { input: { smsNotify } } });
      notifySuccess(intl.formatMessage({ id: 'userCentre.settings.saved' }));
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const me = data?.me;
  return (
    <Stack gap="5" data-testid="user-settings">
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Header>
          <Heading size="md">
            <FormattedMessage id="userCentre.settings.notifications" />
          </Heading>
        </Card.Header>
        <Card.Body>
          {me === undefined ? (
            loading && <Skeleton h="10" />
          ) : (
            <Stack gap="2">
              <Switch.Root
                colorPalette="brand"
                checked={me.smsNotify}
                disabled={saving}
                onCheckedChange={(e) => void setSmsNotify(e.checked)}
                data-testid="settings-sms-notify"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>
                  <FormattedMessage id="userCentre.settings.smsNotify" />
                </Switch.Label>
              </Switch.Root>
              <Text fontSize="sm" color="fg.muted" data-testid="settings-sms-mobile">
                {me.mobile != null && me.mobile !== '' ? (
                  <FormattedMessage
                    id="userCentre.settings.smsMobile"
                    values={{ mobile: me.mobile }}
                  />
                ) : (
                  <>
                    <FormattedMessage id="userCentre.settings.smsNoMobile" />{' '}
                    <Link asChild color="brand.fg" textDecoration="underline">
                      <RouterLink to="/web/uc?tab=bind" data-testid="settings-bind-link">
                        <FormattedMessage id="userCentre.settings.bindMobile" />
                      </RouterLink>
                    </Link>
                  </>
                )}
              </Text>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Header>
          <Heading size="md" id="settings-language-heading">
            <FormattedMessage id="userCentre.settings.language" />
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="2">
            <RadioGroup.Root
              size="sm"
              colorPalette="brand"
              value={locale}
              aria-labelledby="settings-language-heading"
              onValueChange={(e) => {
                if (e.value === 'zh' || e.value === 'en') setLocale(e.value);
              }}
            >
              <HStack gap="6">
                {LOCALES.map((l) => (
                  <RadioGroup.Item key={l} value={l} data-testid={`settings-lang-${l}`}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <FormattedMessage id={LANGUAGE_LABELS[l]} />
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="userCentre.settings.languageHint" />
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
