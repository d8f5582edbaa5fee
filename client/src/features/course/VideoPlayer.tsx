import { Box } from '@chakra-ui/react';
import Hls from 'hls.js';
import Plyr from 'plyr';
import 'plyr/dist/plyr.css';
import plyrIcons from 'plyr-sprite.svg?url';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { requestHeaders } from '../../app/apollo';
import blankVideo from './blank.mp4?url';
import {
  allowedSeek,
  hlsLevelFor,
  isHlsAddress,
  nextFurthest,
  playerRequest,
  qualityMenu,
  RESTART_DELAY_MS,
  type PlayerRendition,
} from './playerRules';

export interface VideoPlayerProps {
  src: string;
  /** Where to start (the resume position), seconds. */
  startAt: number;
  /** The furthest position already watched, seconds (the drag limit counts from it). */
  furthest: number;
  dragLimit: boolean;
  title: string;
  /** The video's qualities, highest first: with two or more, the settings menu switches them. */
  renditions?: readonly PlayerRendition[];
  /** The signed time an encrypted video's key request ('decrypt') carries. */
  keyAuth?: string;
  /** Called on every time update with the position and the video's length. */
  onTime?: (position: number, duration: number) => void;
  /** Called when playback pauses or ends (a moment to save). */
  onPause?: (position: number, duration: number) => void;
  /** Called when the video cannot be loaded (a refused key, a missing file). */
  onError?: () => void;
}

/**
 * A 16:9 plyr player: HLS through hls.js when the address ends in .m3u8, otherwise mp4. Its icons
 * and blank video come from our own server. With the drag limit on, a seek more than 2 s beyond
 * the furthest watched position snaps back; at the end it goes back to the start after 1 s.
 * A video transcoded to several qualities gets a quality menu (HLS: automatic by bandwidth
 * first); switching keeps the position and whether it was playing.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const intl = useIntl();
  const hostRef = useRef<HTMLDivElement>(null);
  // The callbacks and limits change without rebuilding the player.
  const live = useRef(props);
  useEffect(() => {
    live.current = props;
  });
  const { src, startAt, furthest: initialFurthest } = props;

  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return undefined;
    // Plyr rebuilds the element's surroundings, so the video lives outside React's tree.
    const video = document.createElement('video');
    video.playsInline = true;
    video.preload = 'metadata';
    video.setAttribute('aria-label', live.current.title);
    video.dataset.testid = 'course-video';
    host.replaceChildren(video);
    let furthest = Math.max(initialFurthest, 0);
    let lastTime = startAt;
    let restartTimer: number | undefined;
    const useHls = isHlsAddress(src) && Hls.isSupported();
    const menu = qualityMenu(live.current.renditions ?? [], useHls, {
      auto: intl.formatMessage({ id: 'course.player.qualityAuto' }),
      original: intl.formatMessage({ id: 'course.player.qualitySource' }),
    });
    let hls: Hls | null = null;
    /** The quality chosen (a height, or automatic), applied once hls.js knows its levels. */
    let chosen = menu?.initial ?? 0;
    /** The resume position is applied once, to the first address loaded. */
    let resumed = false;
    /** While another mp4 quality loads: its time jumps are not the learner's. */
    let switching = false;
    /** mp4: loads another quality where playback stands, playing on if it played. */
    const switchMp4 = (url: string) => {
      if (video.getAttribute('src') === url) return;
      if (!resumed) {
        video.src = url;
        return;
      }
      const { currentTime, paused } = video;
      switching = true;
      video.addEventListener(
        'loadedmetadata',
        () => {
          video.currentTime = currentTime;
          lastTime = currentTime;
          switching = false;
          if (!paused) void video.play().catch(() => undefined);
        },
        { once: true },
      );
      video.src = url;
      video.load();
    };
    const onQuality = (height: number) => {
      chosen = height;
      if (hls !== null) {
        if (hls.levels.length > 0) hls.currentLevel = hlsLevelFor(hls.levels, height);
        return;
      }
      const url = menu?.urls[height];
      if (url !== undefined) switchMp4(url);
    };
    const player = new Plyr(video, {
      iconUrl: plyrIcons,
      blankVideo,
      ratio: '16:9',
      controls: [
        'play-large',
        'play',
        'progress',
        'current-time',
        'duration',
        'mute',
        'volume',
        'settings',
        'fullscreen',
      ],
      // Only the quality menu, shown when there is a choice.
      settings: menu === null ? [] : ['quality'],
      // Left out without a choice: plyr would take an undefined value over its defaults.
      ...(menu === null
        ? {}
        : {
            quality: {
              default: menu.initial,
              options: menu.options,
              forced: true,
              onChange: onQuality,
            },
          }),
      speed: { selected: 1, options: [1] },
      keyboard: { focused: true, global: false },
      invertTime: false,
      i18n: {
        play: intl.formatMessage({ id: 'course.player.play' }),
        pause: intl.formatMessage({ id: 'course.player.pause' }),
        mute: intl.formatMessage({ id: 'course.player.mute' }),
        unmute: intl.formatMessage({ id: 'course.player.unmute' }),
        enterFullscreen: intl.formatMessage({ id: 'course.player.fullscreen' }),
        exitFullscreen: intl.formatMessage({ id: 'course.player.exitFullscreen' }),
        seek: intl.formatMessage({ id: 'course.player.seek' }),
        volume: intl.formatMessage({ id: 'course.player.volume' }),
        settings: intl.formatMessage({ id: 'course.player.settings' }),
        menuBack: intl.formatMessage({ id: 'course.player.menuBack' }),
        quality: intl.formatMessage({ id: 'course.player.quality' }),
        qualityLabel: menu?.labels ?? {},
      },
    });
    if (useHls) {
      hls = new Hls({
        // Requests to our own origin carry the session's token header; the key request
        // ('decrypt') also the signed time in `auth`. Another host (a storage or CDN address)
        // never gets the token.
        xhrSetup: (xhr, url) => {
          const request = playerRequest(url, window.location.href, live.current.keyAuth ?? '');
          xhr.open('GET', request.url, true);
          if (!request.withSession) return;
          for (const [name, value] of Object.entries(requestHeaders())) {
            xhr.setRequestHeader(name, value);
          }
        },
      });
      hls.on(Hls.Events.MANIFEST_PARSED, () => {
        if (hls !== null) hls.currentLevel = hlsLevelFor(hls.levels, chosen);
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) live.current.onError?.();
      });
      hls.loadSource(src);
      hls.attachMedia(video);
    } else if (!video.hasAttribute('src')) {
      // The quality menu may have set the address of the quality it starts with.
      video.src = src;
    }
    const onLoaded = () => {
      if (resumed) return;
      resumed = true;
      if (startAt > 0 && startAt < video.duration) video.currentTime = startAt;
      lastTime = video.currentTime;
    };
    const onTimeUpdate = () => {
      if (switching) return;
      if (!video.seeking) {
        furthest = nextFurthest(furthest, lastTime, video.currentTime);
        lastTime = video.currentTime;
      }
      live.current.onTime?.(video.currentTime, video.duration || 0);
    };
    const onSeeking = () => {
      if (switching) return;
      const target = allowedSeek(video.currentTime, furthest, live.current.dragLimit);
      if (target !== video.currentTime) video.currentTime = target;
      lastTime = video.currentTime;
    };
    const onPause = () => {
      if (!switching) live.current.onPause?.(video.currentTime, video.duration || 0);
    };
    const onError = () => live.current.onError?.();
    const onEnded = () => {
      onPause();
      restartTimer = window.setTimeout(() => {
        video.currentTime = 0;
        lastTime = 0;
      }, RESTART_DELAY_MS);
    };
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    video.addEventListener('error', onError);
    return () => {
      window.clearTimeout(restartTimer);
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('error', onError);
      hls?.destroy();
      player.destroy();
      host.replaceChildren();
    };
    // The player is built once per address; the resume point is read when it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src]);

  return (
    <Box
      ref={hostRef}
      w="full"
      bg="black"
      borderRadius="md"
      overflow="hidden"
      css={{ '& .plyr': { width: '100%' } }}
    />
  );
}
