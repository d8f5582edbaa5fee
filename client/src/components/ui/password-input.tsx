import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LuEye, LuEyeOff } from 'react-icons/lu';

export interface PasswordInputProps extends InputProps {
  defaultVisible?: boolean;
}

/** Password field with a show/hide toggle (Chakra v3 password-input snippet, trimmed). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(props, ref) {
    const { defaultVisible = false, size, ...rest } = props;
    const [visible, setVisible] = useState(defaultVisible);
    const intl = useIntl();
    const label = intl.formatMessage({
      id: visible ? 'common.password.hide' : 'common.password.show',
    });
    return (
      <InputGroup
        endElement={
          <IconButton
            tabIndex={-1}
            size="xs"
            variant="ghost"
            aria-label={label}
            title={label}
            me="-2"
            disabled={rest.disabled}
            onPointerDown={(e) => {
              if (rest.disabled === true) return;
              if (e.button !== 0) return;
              e.preventDefault();
              setVisible((v) => !v);
            }}
          >
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input ref={ref} size={size} {...rest} type={visible ? 'text' : 'password'} />
      </InputGroup>
    );
  },
);
