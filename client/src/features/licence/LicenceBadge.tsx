import { useQuery } from '@apollo/client/react';
import { Box, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../app/format';
import { LicenceDocument } from './licenceDocuments';

/**
 * The back office's edition line at the foot of the sidebar: "community edition", or whom the
 * platform is licensed to and until when; a link to the licence page.
 */
export function LicenceBadge({ color }: { color: string }) {
  const intl = useIntl();
  const { data } = useQuery(LicenceDocument);
  const licence = data?.licence;
  if (licence === undefined) return null;
  return (
    <Box
      flexShrink={0}
      px="4"
      py="3"
      fontSize="xs"
      color={color}
      borderTopWidth="1px"
      borderColor="whiteAlpha.200"
    >
      <RouterLink to="/license" data-testid="licence-badge">
        <Text truncate>
          {licence.state === 'community' || licence.licensee === null ? (
            <FormattedMessage id="licence.state.community" />
          ) : (
            <FormattedMessage
              id="licence.badge.licensed"
              values={{
                licensee: licence.licensee,
                date: formatDateTime(intl, licence.expireTime).slice(0, 10),
              }}
            />
          )}
        </Text>
      </RouterLink>
    </Box>
  );
}
