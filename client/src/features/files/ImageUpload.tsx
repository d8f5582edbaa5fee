import { Box, Button, Center, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { notifyError, notifyErrorText } from '../../app/errors/notify';
import { acceptFor, checkFiles, LOGO_TYPES } from '../../components/ui/fileRules';
import { UPLOAD_KIND, uploadFile, type UploadVisibility } from './upload';
import { useDirectUploadCredentials } from './useDirectUploadCredentials';

export interface ImageUploadProps {
  /** The image address ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** Allowed types (default jpg, jpeg, png). */
  types?: readonly string[];
  maxBytes?: number;
  visibility?: UploadVisibility;
  disabled?: boolean;
  testId?: string;
  label?: string;
}

/**
 * One image (a logo): preview, choose a file (uploaded at once with the token header), replace
 * or remove. Spec: single image, jpg/jpeg/png, 1 file.
 */
export function ImageUpload(props: ImageUploadProps) {
  const intl = useIntl();
  const types = props.types ?? LOGO_TYPES;
  const testId = props.testId ?? 'image-upload';
  const input = useRef<HTMLInputElement | null>(null);
  const [uploading, setUploading] = useState(false);
  useDirectUploadCredentials();

  async function choose(files: FileList | null) {
    const list = files === null ? [] : [...files];
    if (list.length === 0) return;
    const problem = checkFiles(list, { types, maxFiles: 1, maxBytes: props.maxBytes });
    if (problem !== null) {
      notifyErrorText(
        intl.formatMessage(
          {
            id:
              problem === 'count'
                ? 'ui.file.tooMany'
                : problem === 'size'
                  ? 'ui.file.tooLarge'
                  : 'ui.file.wrongType',
          },
          { count: 1, types: types.join(', '), size: Math.round((props.maxBytes ?? 0) / 1024) },
        ),
      );
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadFile(list[0] as File, {
        kind: UPLOAD_KIND.image,
        visibility: props.visibility ?? 'site',
      });
      props.onChange(stored.url);
    } catch (e) {
      notifyError(e, intl);
    } finally {
      setUploading(false);
      if (input.current !== null) input.current.value = '';
    }
  }

  const accept = Object.entries(acceptFor(types))
    .flatMap(([mime, exts]) => [mime, ...exts])
    .join(',');

  return (
    <HStack gap="4" align="flex-start" data-testid={testId}>
      <Center
        w="40"
        h="20"
        borderWidth="1px"
        borderStyle={props.value === '' ? 'dashed' : 'solid'}
        rounded="md"
        bg="bg.muted"
        overflow="hidden"
        flexShrink={0}
      >
        {props.value !== '' ? (
          <Image
            src={props.value}
            alt={props.label ?? ''}
            maxW="full"
            maxH="full"
            objectFit="contain"
            data-testid={`${testId}-preview`}
          />
        ) : (
          <Box color="fg.subtle">
            <LuImagePlus size={28} />
          </Box>
        )}
      </Center>
      <Stack gap="2">
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            loading={uploading}
            disabled={props.disabled}
            onClick={() => input.current?.click()}
            data-testid={`${testId}-choose`}
          >
            <FormattedMessage id={props.value === '' ? 'ui.image.choose' : 'ui.image.replace'} />
          </Button>
          {props.value !== '' && (
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={props.disabled || uploading}
              aria-label={intl.formatMessage({ id: 'ui.image.remove' })}
              title={intl.formatMessage({ id: 'ui.image.remove' })}
              onClick={() => props.onChange('')}
              data-testid={`${testId}-remove`}
            >
              <LuTrash2 />
            </IconButton>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="ui.image.hint" values={{ types: types.join(', ') }} />
        </Text>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(e) => void choose(e.target.files)}
        data-testid={`${testId}-input`}
      />
    </HStack>
  );
}
