import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuRefreshCw, LuScanFace } from 'react-icons/lu';
import { errorMessage } from '../../app/errors/errorMessage';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { graphql } from '../../gql';
import { LivenessCapture, type LivenessAnswer } from '../realname/LivenessCapture';
import { useCompleteLogin } from './useCompleteLogin';

export const FaceLoginDocument = graphql(`
  mutation FaceLogin($input: FaceLoginInput!) {
    faceLogin(input: $input) {
      token
      user {
        id
        roleType
      }
    }
  }
`);

type Step = 'ready' | 'capturing' | 'checking' | 'failed';

/**
 * Face login: an optional account name (then the face is compared with that account's approved
 * photo only), the camera, and the login as soon as the frame is locked. A success logs in like
 * the password form; a failure shows the server's message and offers another try.
 */
export function FaceLoginDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const completeLogin = useCompleteLogin();
  const [userName, setUserName] = useState('');
  const [step, setStep] = useState<Step>('ready');
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState('');
  const [faceLogin] = useMutation(FaceLoginDocument);

  async function login(answer: LivenessAnswer) {
    setStep('checking');
    try {
      const name = userName.trim();
      const challenge =
        answer.challengeId === null
          ? {}
          : answer.frames.length === 0
            ? { challengeId: answer.challengeId }
            : { challengeId: answer.challengeId, frames: answer.frames };
      const face = answer.image;
      const { data } = await faceLogin({
        variables: {
          input: name === '' ? { face, ...challenge } : { face, userName: name, ...challenge },
        },
      });
      if (data == null) throw new Error('no face login result');
      await completeLogin(data.faceLogin.token);
    } catch (e) {
      setFailure(errorMessage(intl, e));
      setStep('failed');
    }
  }

  function start() {
    setFailure('');
    setRound((r) => r + 1);
    setStep('capturing');
  }

  return (
    <DialogRoot
      open
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="face-login-dialog">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (step === 'ready' || step === 'failed') start();
          }}
          noValidate
        >
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="auth.face.title" />
            </DialogTitle>
          </DialogHeader>
          <DialogBody>
            <Stack gap="4">
              <Field
                label={<FormattedMessage id="auth.face.userName" />}
                helperText={<FormattedMessage id="auth.face.userNameHint" />}
              >
                <Input
                  name="username"
                  autoComplete="username"
                  value={userName}
                  disabled={step === 'checking' || step === 'capturing'}
                  onChange={(e) => setUserName(e.target.value)}
                  data-testid="face-login-username"
                />
              </Field>
              {step === 'ready' && (
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="auth.face.intro" />
                </Text>
              )}
              {step !== 'ready' && (
                <LivenessCapture
                  key={round}
                  purpose="login"
                  userName={userName}
                  onCapture={(answer) => void login(answer)}
                  testId="face-login-capture"
                />
              )}
              <div role="status" aria-live="polite" data-testid="face-login-outcome">
                {step === 'checking' && (
                  <Stack direction="row" gap="2" align="center" justify="center">
                    <Spinner size="sm" />
                    <Text>
                      <FormattedMessage id="auth.face.checking" />
                    </Text>
                  </Stack>
                )}
                {step === 'failed' && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title data-testid="face-login-error">{failure}</Alert.Title>
                  </Alert.Root>
                )}
              </div>
            </Stack>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              <FormattedMessage id="common.action.cancel" />
            </Button>
            {step === 'ready' && (
              <Button type="submit" colorPalette="brand" data-testid="face-login-start">
                <LuScanFace />
                <FormattedMessage id="auth.face.start" />
              </Button>
            )}
            {step === 'failed' && (
              <Button type="submit" colorPalette="brand" data-testid="face-login-retry">
                <LuRefreshCw />
                <FormattedMessage id="auth.face.retry" />
              </Button>
            )}
          </DialogFooter>
          <DialogCloseTrigger />
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
