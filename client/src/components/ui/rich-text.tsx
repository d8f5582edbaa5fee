import { Box, type BoxProps, HStack, IconButton, Input, Button } from '@chakra-ui/react';
import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { normalizeEditorHtml } from './richTextHtml';
import {
  LuBold,
  LuEraser,
  LuImage,
  LuItalic,
  LuList,
  LuListOrdered,
  LuUnderline,
  LuCheck,
} from 'react-icons/lu';

/** Typography for stored question HTML (paragraphs, lists, images). */
const RICH_CSS: BoxProps['css'] = {
  '& p': { margin: 0 },
  '& p + p': { marginTop: '0.5em' },
  '& ul, & ol': { paddingInlineStart: '1.5em', marginBlock: '0.25em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& img': { maxWidth: '100%', height: 'auto', display: 'inline-block', verticalAlign: 'middle' },
  '& table': { borderCollapse: 'collapse' },
  '& td, & th': { border: '1px solid var(--chakra-colors-border)', padding: '2px 6px' },
};

export interface RichTextProps extends Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'> {
  /**
   * HTML the server has sanitized (question stems, options, analyses, reference answers). Never
   * pass text a user typed that the server has not cleaned.
   */
  html: string;
}

/** Shows server-sanitized question HTML. */
export const RichText = forwardRef<HTMLDivElement, RichTextProps>(function RichText(props, ref) {
  const { html, ...rest } = props;
  return (
    <Box
      ref={ref}
      css={RICH_CSS}
      overflowWrap="anywhere"
      {...rest}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Full editor with toolbar; `inline` is a one-line field (options). */
  variant?: 'full' | 'inline';
  placeholder?: string;
  invalid?: boolean;
  minH?: string;
  testId?: string;
  ariaLabel?: string;
  /** Extra toolbar buttons (e.g. insert a blank). */
  extraTools?: ReactNode;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

/**
 * A minimal contentEditable rich text editor (bold, italic, underline, lists, image by address).
 * The server sanitizes whatever it sends; this only edits.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, variant = 'full', placeholder, invalid = false, testId } = props;
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const [imageUrl, setImageUrl] = useState('');
  const savedRange = useRef<Range | null>(null);

  // Follow outside changes (loading, type switch) without disturbing the caret while typing.
  useEffect(() => {
    const el = ref.current;
    if (el !== null && normalizeEditorHtml(el.innerHTML) !== value) el.innerHTML = value;
  }, [value]);

  function emit() {
    const el = ref.current;
    if (el !== null) onChange(normalizeEditorHtml(el.innerHTML));
  }

  function run(command: Command | 'removeFormat') {
    ref.current?.focus();
    document.execCommand(command);
    emit();
  }

  function rememberSelection() {
    const sel = window.getSelection();
    if (sel !== null && sel.rangeCount > 0 && ref.current?.contains(sel.anchorNode) === true) {
      savedRange.current = sel.getRangeAt(0);
    }
  }

  function insertImage() {
    const url = imageUrl.trim();
    setImageOpen(false);
    setImageUrl('');
    if (url === '') return;
    const el = ref.current;
    if (el === null) return;
    el.focus();
    const sel = window.getSelection();
    if (savedRange.current !== null && sel !== null) {
      sel.removeAllRanges();
      sel.addRange(savedRange.current);
    }
    document.execCommand('insertImage', false, url);
    emit();
  }

  const t = (id: string) => intl.formatMessage({ id });

  const inline = variant === 'inline';
  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="l2"
      bg="bg"
      w="full"
      _focusWithin={{
        borderColor: 'brand.solid',
        boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)',
      }}
    >
      {!inline && (
        <HStack gap="0.5" px="1.5" py="1" borderBottomWidth="1px" wrap="wrap">
          <Tool label={t('common.editor.bold')} onClick={() => run('bold')}>
            <LuBold />
          </Tool>
          <Tool label={t('common.editor.italic')} onClick={() => run('italic')}>
            <LuItalic />
          </Tool>
          <Tool label={t('common.editor.underline')} onClick={() => run('underline')}>
            <LuUnderline />
          </Tool>
          <Tool label={t('common.editor.bulletList')} onClick={() => run('insertUnorderedList')}>
            <LuList />
          </Tool>
          <Tool label={t('common.editor.numberList')} onClick={() => run('insertOrderedList')}>
            <LuListOrdered />
          </Tool>
          <Tool
            label={t('common.editor.image')}
            onClick={() => {
              rememberSelection();
              setImageOpen((o) => !o);
            }}
          >
            <LuImage />
          </Tool>
          <Tool label={t('common.editor.clear')} onClick={() => run('removeFormat')}>
            <LuEraser />
          </Tool>
          {props.extraTools}
        </HStack>
      )}
      {!inline && imageOpen && (
        <HStack px="2" py="1.5" borderBottomWidth="1px" gap="2">
          <Input
            size="xs"
            autoFocus
            value={imageUrl}
            placeholder={t('common.editor.imageUrl')}
            onChange={(e) => setImageUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                insertImage();
              }
            }}
          />
          <Button size="xs" colorPalette="brand" onClick={insertImage}>
            <LuCheck />
            {t('common.editor.insert')}
          </Button>
        </HStack>
      )}
      <Box
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline={!inline}
        aria-label={props.ariaLabel ?? placeholder}
        aria-invalid={invalid}
        data-placeholder={placeholder}
        data-testid={testId}
        onInput={emit}
        onBlur={() => {
          rememberSelection();
          emit();
        }}
        onKeyUp={rememberSelection}
        onMouseUp={rememberSelection}
        onKeyDown={(e) => {
          if (inline && e.key === 'Enter') e.preventDefault();
        }}
        px="3"
        py={inline ? '1.5' : '2'}
        minH={props.minH ?? (inline ? '8' : '24')}
        fontSize="sm"
        color="fg"
        outline="none"
        overflowWrap="anywhere"
        css={{
          ...(RICH_CSS as object),
          '&:empty::before': {
            content: 'attr(data-placeholder)',
            color: 'var(--chakra-colors-fg-subtle)',
            pointerEvents: 'none',
          },
        }}
      />
    </Box>
  );
}

/** A toolbar button that keeps the editor's selection (mouse down does not take the focus). */
export function Tool(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      size="2xs"
      variant="ghost"
      aria-label={props.label}
      title={props.label}
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </IconButton>
  );
}
