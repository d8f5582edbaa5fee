import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../app/theme';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { MESSAGES } from '../../i18n/messages';
import { CameraError } from '../realname/camera';
import type { FaceTracker } from '../realname/faceTracker';
import { chooseCamera, chosenCamera } from './chosenCamera';
import { ExamMonitor } from './ExamMonitor';
import { MISSING_GRACE_MS, WARN_EVERY_MS } from './faceWatch';

const zh = (id: string) => MESSAGES.zh[id] ?? id;
type Vars = Record<string, unknown>;

function fakeServer(handlers: Record<string, (vars: Vars) => unknown>) {
  const calls: { op: string; vars: Vars }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const op = operation.operationName ?? '';
        calls.push({ op, vars: operation.variables });
        Promise.resolve()
          .then(() => {
            const handler = handlers[op];
            if (handler === undefined) throw new Error(`no handler for ${op}`);
            return handler(operation.variables);
          })
          .then(
            (result) => {
              observer.next(result as never);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls };
}

function fakeStream() {
  const track = Object.assign(new EventTarget(), { stop: vi.fn(), label: 'Integrated Webcam' });
  const stream = Object.assign(new MediaStream(), {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  }) as unknown as MediaStream;
  return { stream, track };
}

function captureResult(over: Partial<Record<string, unknown>> = {}) {
  return {
    data: {
      saveCapture: {
        __typename: 'CaptureResult',
        isBreak: false,
        failCount: 0,
        faceChance: 3,
        leftChances: 3,
        pass: true,
        failMsg: '',
        captureId: 'c1',
        ...over,
      },
    },
  };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('ExamMonitor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  function mount(options: {
    save?: (vars: Vars) => unknown;
    faces?: () => number;
    open?: (deviceId?: string) => Promise<MediaStream>;
    camInterval?: number;
  }) {
    const server = fakeServer({ SaveCapture: options.save ?? (() => captureResult()) });
    const onBreak = vi.fn();
    const onSaveError = vi.fn();
    const opened = vi.fn(options.open ?? (() => Promise.resolve(fakeStream().stream)));
    const tracker: FaceTracker = {
      detect: vi.fn(async () => (options.faces ?? (() => 1))()),
      reset: vi.fn(),
    };
    render(
      <ChakraProvider value={system}>
        <LocaleProvider>
          <ApolloProvider client={server.client}>
            <ExamMonitor
              examId="e1"
              paperId="p1"
              faceOn
              camInterval={options.camInterval ?? 2}
              onBreak={onBreak}
              onSaveError={onSaveError}
              openCamera={opened}
              loadTracker={() => Promise.resolve(tracker)}
              grabFrame={() => 'data:image/jpeg;base64,FRAME'}
            />
          </ApolloProvider>
        </LocaleProvider>
      </ChakraProvider>,
    );
    const saves = () => server.calls.filter((c) => c.op === 'SaveCapture');
    return { onBreak, onSaveError, opened, saves };
  }

  it('is a labelled region with the camera picture, folded out of the way on request', async () => {
    mount({});
    await advance(100);
    const region = screen.getByRole('region', { name: zh('examMonitor.camera.title') });
    expect(region.dataset.camera).toBe('live');
    expect(screen.getByLabelText(zh('examMonitor.camera.video'))).toBeTruthy();
    const fold = screen.getByTestId('exam-monitor-fold');
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the camera picked in the device test, else the default one', async () => {
    chooseCamera('e1', 'c920');
    const { opened } = mount({});
    await advance(100);
    expect(opened).toHaveBeenCalledWith('c920');
    expect(screen.getByTestId('exam-monitor').dataset.camera).toBe('live');
  });

  it('falls back to the default camera when the picked one is gone', async () => {
    chooseCamera('e1', 'c920');
    const { opened } = mount({
      open: (id) =>
        id === 'c920'
          ? Promise.reject(new CameraError('noCamera'))
          : Promise.resolve(fakeStream().stream),
    });
    await advance(100);
    expect(opened.mock.calls).toEqual([['c920'], []]);
    expect(screen.getByTestId('exam-monitor').dataset.camera).toBe('live');
    expect(chosenCamera('e1')).toBeUndefined();
  });

  it('sends a snapshot at the start and every camInterval minutes', async () => {
    const { saves } = mount({ camInterval: 2 });
    await advance(100);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.vars).toEqual({
      input: { paperId: 'p1', base64: 'data:image/jpeg;base64,FRAME' },
    });
    await advance(119_000);
    expect(saves()).toHaveLength(1);
    await advance(1000);
    expect(saves()).toHaveLength(2);
  });

  it('shows why a face check failed and the chances left', async () => {
    mount({
      save: () =>
        captureResult({ pass: false, failCount: 1, leftChances: 2, failMsg: '人脸比对不一致' }),
    });
    await advance(100);
    const dialog = screen.getByRole('alertdialog', { name: zh('examMonitor.faceFail.title') });
    expect(dialog.textContent).toContain('人脸比对不一致');
    expect(screen.getByTestId('face-fail-chances').textContent).toContain(
      '剩余 2 次机会（共 3 次）',
    );
    fireEvent.click(screen.getByTestId('face-fail-ok'));
    await advance(500);
    expect(screen.queryByTestId('face-fail-dialog')).toBeNull();
  });

  it('hands the sitting over when the paper was handed in for failed checks', async () => {
    const { onBreak } = mount({
      save: () => captureResult({ pass: false, failCount: 3, leftChances: 0, isBreak: true }),
    });
    await advance(100);
    expect(onBreak).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('face-fail-dialog')).toBeNull();
  });

  it('warns while no face is seen, politely and every 10 s', async () => {
    mount({ faces: () => 0 });
    await advance(100);
    const announce = screen.getByTestId('exam-monitor-announce');
    expect(announce.getAttribute('aria-live')).toBe('polite');
    await advance(MISSING_GRACE_MS + 1100);
    expect(announce.textContent).toBe('未识别到人脸，请将人脸置于摄像头中央！');
    expect(screen.getByTestId('exam-monitor-face').dataset.face).toBe('none');
    expect(announce.dataset.warnings).toBe('1');
    await advance(WARN_EVERY_MS - 2000);
    expect(announce.dataset.warnings).toBe('1');
    await advance(2100);
    expect(announce.dataset.warnings).toBe('2');
  });

  it('keeps a warning up while the camera is lost, and opens it again', async () => {
    const first = fakeStream();
    let call = 0;
    const { opened } = mount({
      open: () => {
        call += 1;
        if (call === 1) return Promise.resolve(first.stream);
        if (call === 2) return Promise.reject(new CameraError('noCamera'));
        return Promise.resolve(fakeStream().stream);
      },
    });
    await advance(100);
    act(() => {
      first.track.dispatchEvent(new Event('ended'));
    });
    const problem = screen.getByTestId('exam-monitor-problem');
    expect(problem.textContent).toContain(zh('examMonitor.camera.lost'));
    await advance(10_000);
    expect(opened).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('exam-monitor-problem').textContent).toContain(
      zh('realName.capture.noCamera'),
    );
    await advance(10_000);
    expect(opened).toHaveBeenCalledTimes(3);
    expect(screen.queryByTestId('exam-monitor-problem')).toBeNull();
  });
});
