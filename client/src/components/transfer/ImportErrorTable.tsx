import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LuDownload } from 'react-icons/lu';
import type { TransferRowError } from './transferJob';
import type { ImportLabels, ImportTestIds } from './transferSpec';

/** The rows an import refused (row, column, problem), and the error report's download. */
export function ImportErrorTable(props: {
  errors: readonly TransferRowError[];
  hasErrorReport: boolean;
  downloading: boolean;
  onReport: () => void;
  labels: Pick<ImportLabels, 'errors' | 'row' | 'column' | 'problem' | 'errorReport'>;
  testIds: Pick<ImportTestIds, 'errors' | 'errorRow' | 'errorReport'>;
}) {
  const { errors, labels, testIds } = props;
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        {labels.errors !== undefined && (
          <Text fontSize="sm" fontWeight="semibold">
            <FormattedMessage id={labels.errors} values={{ n: errors.length }} />
          </Text>
        )}
        {props.hasErrorReport && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            ms="auto"
            loading={props.downloading}
            onClick={props.onReport}
            data-testid={testIds.errorReport}
          >
            <LuDownload />
            <FormattedMessage id={labels.errorReport} />
          </Button>
        )}
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="64">
        <Table.Root size="sm" stickyHeader data-testid={testIds.errors}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader w="16">
                <FormattedMessage id={labels.row} />
              </Table.ColumnHeader>
              <Table.ColumnHeader w="28">
                <FormattedMessage id={labels.column} />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id={labels.problem} />
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {errors.map((e, i) => (
              <Table.Row
                key={`${e.row}-${e.field}-${i}`}
                data-testid={`${testIds.errorRow}-${e.row}`}
              >
                <Table.Cell>{e.row}</Table.Cell>
                <Table.Cell>{e.fieldName}</Table.Cell>
                <Table.Cell color="fg.error">{e.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
