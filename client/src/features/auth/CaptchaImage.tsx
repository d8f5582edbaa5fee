import { chakra, Image, Skeleton } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

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
