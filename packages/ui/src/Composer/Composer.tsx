import { TextArea, TextField } from 'react-aria-components';
import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { IconButton } from '../IconButton';
import * as styles from './Composer.css';
import { useUiStrings } from '../intl';
import { composer } from '../intl/en-AU/composer';

export interface ComposerProps {
  /** Called with the trimmed message on Enter or the send button; never for blank text. */
  onSend: (text: string) => void;
  /** Text shown in the empty box. @default 'Type a message' (localised) */
  placeholder?: string;
  /** Names the text box. @default 'Message' (localised) */
  'aria-label'?: string;
  /** Name of the send button. @default 'Send' (localised) */
  sendLabel?: string;
  /** Disables typing and sending, e.g. while no conversation is open. @default false */
  isDisabled?: boolean;
  /** Longest message allowed, in characters. @default undefined (no limit) */
  maxLength?: number;
  /** The text area, e.g. to focus it when a conversation opens. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The text to send, or null when there is nothing but white space. */
export function messageToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A message box with a send button. Enter sends, Shift+Enter starts a new line, blank messages
 * are ignored, and the box empties after sending. Enter while an input method is composing
 * (Chinese, Japanese…) only confirms the composition.
 *
 * ```tsx
 * <Composer onSend={(text) => socket.send(chatId, text)} isDisabled={!chatId} />
 * ```
 */
export function Composer({
  onSend,
  placeholder: ownPlaceholder,
  'aria-label': ownLabel,
  sendLabel: ownSendLabel,
  isDisabled = false,
  maxLength,
  inputRef,
}: ComposerProps) {
  const strings = useUiStrings('composer', composer);
  const placeholder = ownPlaceholder ?? strings.format('placeholder');
  const label = ownLabel ?? strings.format('label');
  const sendLabel = ownSendLabel ?? strings.format('send');
  const [text, setText] = useState('');
  const message = messageToSend(text);

  const send = () => {
    if (message === null || isDisabled) return;
    onSend(message);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className={styles.composer}>
      <TextField
        aria-label={label}
        value={text}
        onChange={setText}
        isDisabled={isDisabled}
        maxLength={maxLength}
        className={styles.field}
      >
        <TextArea
          ref={inputRef}
          rows={1}
          placeholder={placeholder}
          onKeyDown={onKeyDown}
          className={styles.textArea}
        />
      </TextField>
      <IconButton
        label={sendLabel}
        variant="primary"
        isDisabled={isDisabled || message === null}
        onPress={send}
      >
        <SendHorizontal />
      </IconButton>
    </div>
  );
}
