import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { checkImportFiles, importProblemId } from './importFile';
import type { ImportTestIds } from './transferSpec';

/**
 * The file of an import, chosen with a button or dropped: one xlsx file; another choice is refused
 * with the reason below the field.
 */
export function ImportFileField(props: {
  file: File | null;
  /** A new choice: the file, or null when it was refused. */
  onChange: (file: File | null) => void;
  disabled: boolean;
  testIds: Pick<ImportTestIds, 'file' | 'fileName' | 'choose' | 'fileProblem'>;
}) {
  const { file, onChange, disabled, testIds } = props;
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function pick(list: FileList | null) {
    const files = list === null ? [] : Array.from(list);
    const found = checkImportFiles(files);
    setProblem(found === null ? null : intl.formatMessage({ id: importProblemId(found) }));
    onChange(found === null ? (files[0] ?? null) : null);
  }

  return (
    <Stack gap="1.5">
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        onChange={(e) => {
          pick(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
        data-testid={testIds.file}
      />
      <Box
        borderWidth="1px"
        borderStyle="dashed"
        borderColor={problem !== null ? 'border.error' : 'border.emphasized'}
        rounded="lg"
        px="4"
        py="4"
        bg="bg.subtle"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          if (!disabled) pick(e.dataTransfer.files);
        }}
      >
        <HStack gap="3" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => input.current?.click()}
            data-testid={testIds.choose}
          >
            <LuFileSpreadsheet />
            <FormattedMessage id="transfer.file.choose" />
          </Button>
          <Text
            fontSize="sm"
            color={file !== null ? 'fg' : 'fg.muted'}
            data-testid={testIds.fileName}
          >
            {file !== null ? file.name : <FormattedMessage id="transfer.file.hint" />}
          </Text>
        </HStack>
      </Box>
      {problem !== null && (
        <Text fontSize="sm" color="fg.error" data-testid={testIds.fileProblem}>
          {problem}
        </Text>
      )}
    </Stack>
  );
}
