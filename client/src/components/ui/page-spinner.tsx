import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** Centred spinner for whole pages or panels while something loads. */
export function PageSpinner({ minH = '100vh' }: { minH?: string }) {
  const intl = useIntl();
  return (
    <Center minH={minH} w="full" data-testid="page-spinner">
      <Spinner
        size="lg"
        color="brand.solid"
        borderWidth="3px"
        aria-label={intl.formatMessage({ id: 'common.status.loading' })}
      />
    </Center>
  );
}
