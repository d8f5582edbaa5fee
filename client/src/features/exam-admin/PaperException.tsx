import { Badge, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Tooltip } from '../../components/ui/tooltip';

/** The exception cell: normal, or a warning badge with the message on hover. */
export function PaperException({
  exState,
  exMsg,
  testId,
}: {
  exState: number;
  exMsg: string;
  testId: string;
}) {
  if (exState === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="examAdmin.papers.normal" />
      </Text>
    );
  }
  return (
    <Tooltip content={exMsg === '' ? '—' : exMsg}>
      <Badge colorPalette="red" variant="subtle" cursor="help" data-testid={testId}>
        <FormattedMessage id="examAdmin.papers.exception" />
      </Badge>
    </Tooltip>
  );
}
