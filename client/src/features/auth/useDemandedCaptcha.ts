import { useState } from 'react';
import { errorExtensions } from '../../app/errors/errorMessage';
import { useCaptcha, type Captcha } from './useCaptcha';

export interface DemandedCaptcha {
  /** The server asked for the picture captcha (LOGIN_CAPTCHA_REQUIRED): the form shows it. */
  demanded: boolean;
  captcha: Captcha;
  value: string;
  setValue: (value: string) => void;
  /** The captcha fields of the next request: left out (not null) until the server asks. */
  input: () => { captchaKey?: string; captchaValue?: string };
  /** After a failed request: shows the captcha if the server asked, and a fresh picture. */
  failed: (error: unknown) => void;
}

/**
 * The picture captcha an SMS code answer needs once its address has failed several (the server
 * answers LOGIN_CAPTCHA_REQUIRED, as for password logins); good for one attempt.
 */
export function useDemandedCaptcha(): DemandedCaptcha {
  const [demanded, setDemanded] = useState(false);
  const [value, setValue] = useState('');
  const captcha = useCaptcha(demanded);
  return {
    demanded,
    captcha,
    value,
    setValue,
    input: () => (demanded ? { captchaKey: captcha.key ?? '', captchaValue: value.trim() } : {}),
    failed: (error) => {
      if (errorExtensions(error).subCode === 'LOGIN_CAPTCHA_REQUIRED') setDemanded(true);
      if (demanded) {
        setValue('');
        captcha.refresh();
      }
    },
  };
}
