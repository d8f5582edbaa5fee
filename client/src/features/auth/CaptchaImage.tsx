import { chakra, HStack, Image, Input, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../components/ui/field';

/** The captcha picture as a button: a click fetches a new one. */
export function CaptchaImage({
  image,
  onRefresh,
  testId = 'login-captcha-image',
}: {
  image: string | null;
  onRefresh: () => void;
  testId?: string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'auth.login.captchaRefresh' });
  return (
    <chakra.button
      type="button"
      onClick={onRefresh}
      title={label}
      aria-label={label}
      w="120px"
      h="10"
      flexShrink={0}
      rounded="md"
      borderWidth="1px"
      overflow="hidden"
      cursor="pointer"
      bg="white"
      data-testid={testId}
    >
      {image !== null ? (
        <Image src={image} alt={label} w="full" h="full" objectFit="contain" />
      ) : (
        <Skeleton w="full" h="full" />
      )}
    </chakra.button>
  );
}

/**
 * The picture captcha field: the answer input and the picture (a click on it fetches a new one).
 * Test ids: `testId` on the input, `<testId>-image` on the picture.
 */
export function CaptchaField(props: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  image: string | null;
  onRefresh: () => void;
  testId: string;
  name?: string;
  size?: 'sm' | 'md' | 'lg';
  helperText?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Field
      label={<FormattedMessage id="auth.login.captcha" />}
      required
      invalid={props.error !== undefined}
      errorText={props.error}
      helperText={props.helperText}
    >
      <HStack w="full" gap="3" align="stretch">
        <Input
          size={props.size}
          name={props.name ?? 'captcha'}
          autoComplete="off"
          flex="1"
          value={props.value}
          placeholder={intl.formatMessage({ id: 'auth.login.captchaPlaceholder' })}
          onChange={(e) => props.onChange(e.target.value)}
          data-testid={props.testId}
        />
        <CaptchaImage
          image={props.image}
          onRefresh={props.onRefresh}
          testId={`${props.testId}-image`}
        />
      </HStack>
    </Field>
  );
}
