import { Box, Button, FileUpload, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuCamera, LuImageUp, LuUserRound } from 'react-icons/lu';
import { notifyErrorText } from '../../app/errors/notify';
import { acceptFor, checkFiles } from '../../components/ui/fileRules';
import { CameraPhotoDialog } from './CameraPhotoDialog';
import { readFacePhoto } from './photoFile';
import { FACE_PHOTO_TYPES } from './realNameForm';

/**
 * The face photo of the real-name form: taken with the camera or chosen from a file (one jpg or
 * png), shown as a preview. The value is a data URL, or the address of the photo already on the
 * record.
 */
export function FacePhotoField(props: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  labelId: string;
}) {
  const intl = useIntl();
  const [camera, setCamera] = useState(false);

  async function choose(files: File[]) {
    const file = files[0];
    if (file === undefined) return;
    const problem = checkFiles([file], { types: FACE_PHOTO_TYPES, maxFiles: 1 });
    if (problem !== null) {
      notifyErrorText(
        intl.formatMessage({ id: 'ui.file.wrongType' }, { types: FACE_PHOTO_TYPES.join(', ') }),
      );
      return;
    }
    try {
      props.onChange(await readFacePhoto(file));
    } catch {
      notifyErrorText(intl.formatMessage({ id: 'realName.form.photoUnreadable' }));
    }
  }

  return (
    <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }}>
      <Box
        w="40"
        h="40"
        flexShrink={0}
        rounded="md"
        borderWidth="1px"
        borderColor={props.invalid ? 'border.error' : 'border'}
        bg="bg.muted"
        overflow="hidden"
        display="grid"
        placeItems="center"
        data-testid="realname-photo-preview"
      >
        {props.value === '' ? (
          <Stack align="center" gap="1" color="fg.muted" px="2" textAlign="center">
            <LuUserRound size="32" aria-hidden />
            <Text fontSize="xs">
              <FormattedMessage id="realName.form.noPhoto" />
            </Text>
          </Stack>
        ) : (
          <Image
            src={props.value}
            alt={intl.formatMessage({ id: 'realName.form.photoAlt' })}
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          onClick={() => setCamera(true)}
          aria-describedby={props.labelId}
          data-testid="realname-take-photo"
        >
          <LuCamera />
          <FormattedMessage id="realName.form.takePhoto" />
        </Button>
        <FileUpload.Root
          maxFiles={1}
          accept={acceptFor(FACE_PHOTO_TYPES)}
          acceptedFiles={[]}
          onFileAccept={(d) => void choose(d.files)}
          onFileReject={() =>
            notifyErrorText(
              intl.formatMessage(
                { id: 'ui.file.wrongType' },
                { types: FACE_PHOTO_TYPES.join(', ') },
              ),
            )
          }
          w="auto"
        >
          <FileUpload.HiddenInput data-testid="realname-photo-input" />
          <FileUpload.Trigger asChild>
            <Button
              variant="outline"
              size="sm"
              aria-describedby={props.labelId}
              data-testid="realname-upload-photo"
            >
              <LuImageUp />
              <FormattedMessage id="realName.form.uploadPhoto" />
            </Button>
          </FileUpload.Trigger>
        </FileUpload.Root>
      </HStack>
      {camera && (
        <CameraPhotoDialog
          onClose={() => setCamera(false)}
          onUse={(image) => {
            props.onChange(image);
            setCamera(false);
          }}
        />
      )}
    </Stack>
  );
}
