import { useQuery } from '@apollo/client/react';
import { Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { notifyError } from '../../app/errors/notify';
import { useSession } from '../../app/session/SessionContext';
import { graphql } from '../../gql';
import { ExamList } from '../exam/ExamList';
import { HomeNoticeCards } from '../notice/HomeNoticeCards';
import { UserBanner } from './UserBanner';

const LearnerHomeDocument = graphql(`
  query LearnerHome {
    me {
      id
      ...UserBanner_user
    }
  }
`);

/**
 * /web/index: the learner's home: the banner, the newest notices (系统公告) and, with the exam
 * module on, the online exams.
 */
export function LearnerHomePage() {
  const { site } = useSession();
  const { data, error, loading } = useQuery(LearnerHomeDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  return (
    <Stack gap="6">
      {data !== undefined && <UserBanner user={data.me} />}
      {data === undefined && loading && <Skeleton h="44" rounded="l3" />}
      <HomeNoticeCards count={site.moduleExam ? 4 : 6} />
      {site.moduleExam && <ExamList />}
    </Stack>
  );
}
