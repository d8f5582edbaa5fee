import { useQuery } from '@apollo/client/react';
import { Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { graphql } from '../../gql';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

const ProfilePageDocument = graphql(`
  query ProfilePage {
    me {
      id
      ...ProfileForm_user
    }
  }
`);

/**
 * /profile: personal profile and password change; shown inside either shell. As a tab of the
 * user centre (`embedded`) it is the profile alone, without a heading: the password has a tab of
 * its own there.
 */
export function ProfilePage({ embedded = false }: { embedded?: boolean }) {
  const { data, error, loading } = useQuery(ProfilePageDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  return (
    <Stack gap="5" data-testid="profile-page">
      {!embedded && (
        <Heading size="xl">
          <FormattedMessage id="profile.page.title" />
        </Heading>
      )}
      <SimpleGrid columns={{ base: 1, lg: embedded ? 1 : 2 }} gap="5" alignItems="start">
        {data !== undefined && <ProfileForm key={data.me.id} user={data.me} />}
        {data === undefined && loading && <Skeleton h="96" rounded="l3" />}
        {!embedded && <PasswordForm />}
      </SimpleGrid>
    </Stack>
  );
}
