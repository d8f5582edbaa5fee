import { Box, FileUpload, HStack, Icon, IconButton, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LuFile, LuUpload, LuX } from 'react-icons/lu';
import { notifyErrorText } from '../../app/errors/notify';
import { acceptFor, checkFiles, problemFromCodes, type FileProblem } from './fileRules';

export interface FilePickerProps {
  /** Allowed extensions without the dot. */
  types: readonly string[];
  maxFiles?: number;
  maxBytes?: number;
  files: File[];
  onChange: (files: File[]) => void;
  hint?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * Choose files by clicking or dropping them (no upload: the caller sends them). Files of another
 * type, too large or too many are refused with a message.
 */
export function FilePicker(props: FilePickerProps) {
  const { types, maxFiles = 1, files, testId = 'file-picker' } = props;
  const intl = useIntl();

  function complain(problem: FileProblem) {
    const id =
      problem === 'count'
        ? 'ui.file.tooMany'
        : problem === 'size'
          ? 'ui.file.tooLarge'
          : 'ui.file.wrongType';
    notifyErrorText(
      intl.formatMessage(
        { id },
        {
          count: maxFiles,
          types: types.join(', '),
          size: Math.round((props.maxBytes ?? 0) / 1024),
        },
      ),
    );
  }

  return (
    <FileUpload.Root
      maxFiles={maxFiles}
      maxFileSize={props.maxBytes}
      accept={acceptFor(types)}
      disabled={props.disabled}
      // The chosen files are kept here, not by the picker: with one file a new choice replaces it.
      acceptedFiles={[]}
      onFileAccept={(d) => {
        if (d.files.length === 0) return;
        const next = maxFiles === 1 ? d.files : [...files, ...d.files];
        const problem = checkFiles(next, { types, maxFiles, maxBytes: props.maxBytes });
        if (problem !== null) {
          complain(problem);
          return;
        }
        props.onChange(next);
      }}
      onFileReject={(d) => {
        if (d.files.length > 0) complain(problemFromCodes(d.files.flatMap((f) => f.errors)));
      }}
      alignItems="stretch"
      gap="2"
    >
      <FileUpload.HiddenInput data-testid={`${testId}-input`} />
      <FileUpload.Dropzone minH="28" w="full" data-testid={testId}>
        <Icon as={LuUpload} boxSize="6" color="fg.muted" />
        <FileUpload.DropzoneContent>
          <Text fontSize="sm">{intl.formatMessage({ id: 'ui.file.drop' })}</Text>
          <Text fontSize="xs" color="fg.muted">
            {props.hint ??
              intl.formatMessage(
                { id: 'ui.file.hint' },
                { types: types.join(', '), count: maxFiles },
              )}
          </Text>
        </FileUpload.DropzoneContent>
      </FileUpload.Dropzone>
      {files.map((file, i) => (
        <HStack
          key={`${file.name}-${i}`}
          borderWidth="1px"
          rounded="md"
          px="3"
          py="2"
          gap="2"
          data-testid={`${testId}-file`}
        >
          <Icon as={LuFile} color="fg.muted" />
          <Box flex="1" minW="0">
            <Text fontSize="sm" truncate>
              {file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {intl.formatNumber(Math.max(1, Math.round(file.size / 1024)))} KB
            </Text>
          </Box>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'ui.file.remove' }, { name: file.name })}
            disabled={props.disabled}
            onClick={() => props.onChange(files.filter((_, j) => j !== i))}
            data-testid={`${testId}-remove`}
          >
            <LuX />
          </IconButton>
        </HStack>
      ))}
    </FileUpload.Root>
  );
}
