import { ChatIcon } from '@countertop/ui/icons';
import { IconButton } from '@countertop/ui/IconButton';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CHAT_TEXT } from '../texts';
import { useUnreadChat } from '../hooks/use-unread-chat';

/** The header's chat icon, with a dot while a member's message is unread; opens /chat. */
export function ChatButton() {
  const navigate = useNavigate();
  const unread = useUnreadChat(true);
  return (
    <IconButton
      label={unread ? CHAT_TEXT.buttonUnread : CHAT_TEXT.button}
      indicator={unread}
      onPress={() => void navigate(paths.chat.getHref())}
    >
      <ChatIcon />
    </IconButton>
  );
}
