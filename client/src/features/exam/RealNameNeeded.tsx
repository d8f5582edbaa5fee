import { Alert, Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { REAL_NAME_TAB_PATH } from './paths';

/**
 * An exam with face checks compares the learner with their approved real-name photo: without one
 * the start is refused, and this points to the personal centre's real-name tab.
 */
export function RealNameNeeded() {
  return (
    <Alert.Root status="warning" data-testid="exam-check-realname">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          <FormattedMessage id="exam.check.realNameNeeded" />
        </Alert.Title>
        <Link asChild fontSize="sm" fontWeight="medium">
          <RouterLink to={REAL_NAME_TAB_PATH} data-testid="exam-check-realname-link">
            <FormattedMessage id="exam.check.realNameLink" />
            <LuArrowRight />
          </RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}
