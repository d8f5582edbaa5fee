import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { notifyError } from '../../app/errors/notify';
import { graphql } from '../../gql';
import { UserBanner } from './UserBanner';

const LearnerHomeDocument = graphql(`
  query LearnerHome {
    me {
      id
      ...UserBanner_user
    }
  }
`);

/** /web/index: the learner's home. The exam list joins the banner here when exams arrive. */
export function LearnerHomePage() {
  const { data, error, loading } = useQuery(LearnerHomeDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  return (
    <Stack gap="6">
      {data !== undefined && <UserBanner user={data.me} />}
      {data === undefined && loading && <Skeleton h="44" rounded="l3" />}
    </Stack>
  );
}
