import { useQuery } from '@apollo/client/react';
import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { formatDateTime } from '../../app/format';
import { RichText } from '../../components/ui/rich-text';
import { NoticeDocument } from './noticeDocuments';
import { NOTICE_LIST_PATH } from './paths';

/** /web/notice/detail/:id: one published notice (opened in a new window from the home cards). */
export function NoticeDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(NoticeDocument, {
    variables: { id },
    skip: id === '',
  });
  const notice = data?.notice;

  return (
    <Stack gap="4" data-testid="notice-detail-page">
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
        <RouterLink to={NOTICE_LIST_PATH}>
          <LuArrowLeft />
          <FormattedMessage id="notice.detail.back" />
        </RouterLink>
      </Button>
      {loading && notice === undefined && <Skeleton h="60" />}
      {error !== undefined && (
        <Text color="fg.error" role="alert" data-testid="notice-detail-error">
          {errorMessage(intl, error)}
        </Text>
      )}
      {notice != null && (
        <Card.Root as="article">
          <Card.Header>
            <Heading as="h1" size="xl" data-testid="notice-detail-title">
              {notice.title}
            </Heading>
            <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
              <Text>
                <FormattedMessage
                  id="notice.detail.published"
                  values={{ time: formatDateTime(intl, notice.publishTime) }}
                />
              </Text>
              {notice.createByName !== '' && (
                <Text>
                  <FormattedMessage
                    id="notice.detail.author"
                    values={{ name: notice.createByName }}
                  />
                </Text>
              )}
            </HStack>
          </Card.Header>
          <Card.Body>
            <RichText html={notice.content} lineHeight="tall" data-testid="notice-detail-content" />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
