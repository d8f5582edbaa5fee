import { useMutation } from '@apollo/client/react';
import { Button, Card, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { Field } from '../../components/ui/field';
import { graphql, useFragment, type FragmentType } from '../../gql';
import {
  PROFILE_NAME_MAX,
  validateProfile,
  type ProfileErrors,
  type ProfileInput,
  type ProfileProblem,
} from './profileValidation';

export const ProfileFormFragment = graphql(`
  fragment ProfileForm_user on CurrentUser {
    id
    userName
    realName
    familyName
    className
    deptCodeDictText
  }
`);

const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      ...ProfileForm_user
    }
  }
`);

/** Spec: after a successful update a notification shows and the page reloads after 1.5 s. */
export const PROFILE_RELOAD_DELAY_MS = 1500;

const PROBLEM_IDS: Record<ProfileProblem, string> = {
  required: 'profile.info.realNameRequired',
  tooLong: 'profile.info.tooLong',
};

/**
 * Personal profile: id, account and grade (the department the user belongs to) read-only; first
 * name, family name and class editable.
 */
export function ProfileForm(props: { user: FragmentType<typeof ProfileFormFragment> }) {
  const user = useFragment(ProfileFormFragment, props.user);
  const intl = useIntl();
  const [values, setValues] = useState<ProfileInput>({
    realName: user.realName,
    familyName: user.familyName,
    className: user.className,
  });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdateProfileDocument);

  function change(key: keyof ProfileInput, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key] !== undefined) setErrors(validateProfile(next));
  }

  function errorText(key: keyof ProfileInput): string | undefined {
    const problem = errors[key];
    if (problem === undefined) return undefined;
    return intl.formatMessage({ id: PROBLEM_IDS[problem] }, { max: PROFILE_NAME_MAX });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update({
        variables: {
          input: {
            realName: values.realName.trim(),
            familyName: values.familyName.trim(),
            className: values.className.trim(),
          },
        },
      });
      setSaved(true);
      notifySuccess(intl.formatMessage({ id: 'profile.info.updated' }));
      window.setTimeout(() => window.location.reload(), PROFILE_RELOAD_DELAY_MS);
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <Card.Root shadow="xs" borderWidth="0">
      <Card.Header>
        <Heading size="md">
          <FormattedMessage id="profile.info.heading" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field label={<FormattedMessage id="profile.info.userId" />}>
                <Input value={user.id} readOnly variant="subtle" data-testid="profile-user-id" />
              </Field>
              <Field label={<FormattedMessage id="profile.info.account" />}>
                <Input
                  value={user.userName}
                  readOnly
                  variant="subtle"
                  data-testid="profile-account"
                />
              </Field>
            </SimpleGrid>
            <Field label={<FormattedMessage id="profile.info.grade" />}>
              <Input
                value={user.deptCodeDictText ?? ''}
                readOnly
                variant="subtle"
                data-testid="profile-grade"
              />
            </Field>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field
                label={<FormattedMessage id="profile.info.realName" />}
                required
                invalid={errors.realName !== undefined}
                errorText={errorText('realName')}
              >
                <Input
                  value={values.realName}
                  onChange={(e) => change('realName', e.target.value)}
                  data-testid="profile-real-name"
                />
              </Field>
              <Field
                label={<FormattedMessage id="profile.info.familyName" />}
                invalid={errors.familyName !== undefined}
                errorText={errorText('familyName')}
              >
                <Input
                  value={values.familyName}
                  onChange={(e) => change('familyName', e.target.value)}
                  data-testid="profile-family-name"
                />
              </Field>
            </SimpleGrid>
            <Field
              label={<FormattedMessage id="profile.info.className" />}
              invalid={errors.className !== undefined}
              errorText={errorText('className')}
            >
              <Input
                value={values.className}
                onChange={(e) => change('className', e.target.value)}
                data-testid="profile-class-name"
              />
            </Field>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={loading}
              disabled={saved}
              data-testid="profile-submit"
            >
              <FormattedMessage id="profile.info.submit" />
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
