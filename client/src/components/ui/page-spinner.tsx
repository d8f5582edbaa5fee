import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/**
 * Centred spinner for whole pages or panels while something loads: a status that screen readers
 * name ("loading"); a label on an element without a role is not allowed (axe aria-prohibited-attr).
 */
export function PageSpinner({ minH = '100vh' }: { minH?: string }) {
  const intl = useIntl();
  return (
    <Center minH={minH} w="full" data-testid="page-spinner">
      <Spinner
        size="lg"
        color="brand.solid"
        borderWidth="3px"
        role="status"
        aria-label={intl.formatMessage({ id: 'common.status.loading' })}
      />
    </Center>
  );
}
